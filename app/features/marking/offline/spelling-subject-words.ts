/**
 * Words of the three subjects that GCSE answers use correctly and the British dictionary lacks (checked against
 * dictionary-en-gb: each word here is one it rejects). Without them the marker "corrected" a student's
 * "remilitarising" to "demilitarising" (the opposite), took a SPaG mark for it and made a flashcard of the
 * mistake. The spelling service adds them to the dictionary (spelling-service.ts). Lower case: a capitalised
 * sentence opener is checked in lower case too.
 */
export const SUBJECT_WORDS = [
  // History: conflict and the Cold War
  "remilitarise", "remilitarised", "remilitarises", "remilitarising", "remilitarisation",
  "remilitarize", "remilitarized", "remilitarizes", "remilitarizing", "remilitarization", "demilitarized",
  "détente", "kulak", "kulaks", "autarky", "autarkic",
  // History: Germany, Russia and the Mughals, the words written in lower case (a teacher's review, 2026-11-27)
  "kolkhoz", "kolkhozes", "kolkhozy", "sovkhoz", "sovkhozes", "stakhanovite", "stakhanovites", "gauleiter", "gauleiters",
  "nepmen", "reichsmark", "reichsmarks", "autobahnen", "mansabdar", "mansabdars", "zamindar", "zamindars", "jizya",
  "habeas", "treadwheel", "garrotting", "garrotters", "theriac", "sulphonamides",
  // History: medieval and early modern England, crime and punishment, medicine
  "fyrd", "thegn", "thegns", "motte", "mottes", "housecarl", "housecarls", "huscarl", "huscarls", "witan",
  "ealdorman", "ealdormen", "heriot", "heriots", "wergild", "wergeld", "tithings", "recusant", "recusants",
  "recusancy", "gaol", "gaols", "gaoled", "gaoler", "gaolers", "trepan", "trepanned", "trepanning", "trepanation",
  // Everyday words the dictionary lacks, alone or as the second part of a hyphenated word ("single-handedly"; an
  // English teacher's review, 2026-11-27, found both "corrected", "duffel" into "duffed")
  "handedly", "duffel", "duffels", "duffle", "duffles",
  // English: literary and language terms
  "asyndetic", "polysyndetic", "anaphoric", "enjambement", "caesurae", "synecdoche", "metonymy", "metonymic",
  "zoomorphism", "zoomorphic", "bildungsroman", "peripeteia", "anagnorisis", "stichomythia", "chiasmus",
  "oxymoronic", "oxymorons", "declaratives", "exclamative", "exclamatives", "sestet", "sestets", "tercet",
  "tercets", "villanelle", "ekphrastic", "utopian", "hamartia", "analepsis", "prolepsis",
] as const;
