import { CATALOGUE } from "~/features/catalogue/lookup";

import { EXTRA_WORDS } from "./analyse-answer";

/**
 * Names GCSE answers use correctly that the British dictionary may lack: people and places of the
 * catalogue's set texts and history topics. The spelling service (spelling-worker.mjs) counts one of
 * these names written with its capital as spelt right, with a possessive 's or a plural -s ("Seyton",
 * "Siward's", "Capulets"): the marker checks a capitalised word only when it opens a sentence, where it
 * cannot tell a name from a word. A capitalised word that is one of these names is never "corrected" into
 * another word, and a name written in lower case stays misspelt and is given its capital.
 */
const SET_TEXT_AND_TOPIC_NAMES = [
  // Shakespeare
  "Banquo", "Fleance", "Macduff", "Donalbain", "Lennox", "Seyton", "Siward", "Hecate", "Glamis", "Cawdor", "Dunsinane",
  "Birnam", "Inverness", "Mercutio", "Tybalt", "Capulet", "Montague", "Benvolio", "Escalus", "Balthasar", "Sampson",
  "Abram", "Rosaline", "Verona", "Mantua", "Prospero", "Caliban", "Ariel", "Alonso", "Gonzalo", "Stephano", "Trinculo",
  "Sycorax", "Shylock", "Portia", "Bassanio", "Nerissa", "Gratiano", "Lorenzo", "Launcelot", "Tubal", "Belmont",
  "Beatrice", "Benedick", "Claudio", "Leonato", "Borachio", "Dogberry", "Conrade", "Ursula", "Messina", "Cassius",
  "Calpurnia", "Casca", "Cinna", "Octavius", "Decius", "Lepidus", "Philippi", "Malvolio", "Orsino", "Belch", "Aguecheek",
  "Feste", "Cesario", "Illyria", "Iago", "Desdemona", "Cassio", "Roderigo", "Brabantio", "Lodovico",
  // Nineteenth-century novels
  "Scrooge", "Marley", "Cratchit", "Cratchits", "Fezziwig", "Jekyll", "Hyde", "Utterson", "Lanyon", "Enfield", "Carew",
  "Danvers", "Magwitch", "Havisham", "Estella", "Jaggers", "Wemmick", "Pumblechook", "Wopsle", "Gargery", "Biddy",
  "Compeyson", "Drummle", "Orlick", "Satis", "Clerval", "Justine", "Ingolstadt", "Lacey", "Safie", "Bennet",
  "Bingley", "Wickham", "Pemberley", "Longbourn", "Netherfield", "Rosings", "Brocklehurst", "Lowood", "Thornfield",
  "Morstan", "Sholto", "Athelney", "Marner", "Eppie", "Dunstan", "Raveloe", "Winthrop", "Lammeter",
  // Modern texts
  "Birling", "Birlings", "Croft", "Goole", "Eva", "Renton", "Edna", "Brumley", "Priestley", "Johnstone", "Sammy",
  "Pilkington", "Whymper", "Minimus", "Samneric", "Tollington", "Hailsham", "Geof", "Jimmie", "Drablow", "Crythin",
  "Gifford", "Hobson", "Mossop",
  // History: Germany, Russia, America, Britain
  "Weimar", "Reichstag", "Stresemann", "Hindenburg", "Ebert", "Cuno", "Scheidemann", "Noske", "Kapp", "Spartacist",
  "Spartacists", "Spartacus", "Luxemburg", "Liebknecht", "Freikorps", "Ruhr", "Locarno", "Kellogg", "Briand",
  "Rentenmark", "Bruning", "Brüning", "Papen", "Schleicher", "Himmler", "Goebbels", "Göring", "Goering", "Röhm", "Rohm",
  "Strasser", "Heydrich", "Lubbe", "Gestapo", "Kristallnacht", "Nuremberg", "Versailles", "Lebensraum", "Anschluss",
  "Sudetenland", "Rhineland", "Putsch", "Volk", "Volksgemeinschaft", "Gleichschaltung", "Jugend", "Edelweiss",
  "Niemoller", "Niemöller", "Bonhoeffer", "Darre", "Darré", "Führer", "Fuhrer", "Bauhaus", "Dix", "Grosz", "Lenin",
  "Trotsky", "Kerensky", "Kornilov", "Rasputin", "Tsar", "Tsarina", "Tsarist", "Tsardom", "Romanov", "Romanovs", "Witte",
  "Stolypin", "Duma", "Dumas", "Petrograd", "Kronstadt", "Bolshevik", "Bolsheviks", "Menshevik", "Mensheviks", "Cheka",
  "Okhrana", "Sovnarkom", "Zinoviev", "Kamenev", "Bukharin", "Kulak", "Kulaks", "Gosplan", "Kolchak", "Denikin",
  "Wrangel", "Lvov", "Litovsk", "Comintern", "Kirov", "Yezhov", "McCarthy", "Sacco", "Vanzetti", "Bighorn", "Walsingham",
  "Babington", "Throckmorton", "Ridolfi", "Godwinson", "Hardrada", "Stamford", "Hereward", "Whitechapel", "Peelers",
  "Chartist", "Chartists", "Chartism",
  "Florey", "Vesalius", "Pare", "Paré", "Seacole", "Passchendaele", "Haig", "Schlieffen", "Mughal", "Humayun",
  "Jahangir", "Aurangzeb", "Tenochtitlan", "Cortés", "Moctezuma",
  // The History topics' people, groups and places the dictionary lacks, checked against it (a History teacher's
  // review, 2026-11-27, found "Baldur", "Sopade", "Jungvolk" and "Stakhanov" taken as misspellings).
  // Germany, 1890-1945
  "Baldur", "Schirach", "Sopade", "Jungvolk", "Jungmädel", "Jungmadel", "Pimpfe", "Freude", "Schönheit", "Reichsbank",
  "Schacht", "Hjalmar", "Hugenberg", "Tirpitz", "Weltpolitik", "Flottenpolitik", "Reichswehr", "Stahlhelm", "Rentenbank",
  "Reichsrat", "Landtag", "Kampf", "Sturmabteilung", "Schutzstaffel", "NSDAP", "KPD", "SPD", "Zentrum", "Drexler",
  "Eckart", "Kahr", "Lossow", "Ludendorff", "Rathenau", "Erzberger", "Dolchstoss", "Dolchstoß", "Osthilfe", "Einsatzgruppen",
  "Wannsee", "Belsen", "Sobibor", "Reichskonkordat", "Lebensborn", "Küche", "Kirche", "Gauleiter", "Blockleiter",
  "Reichsführer", "Arbeitsfront", "Reichsarbeitsdienst", "Scholl", "Kreisau", "Stauffenberg", "Bormann", "Raubal",
  "Schuschnigg", "Seyss", "Inquart", "Sudeten",
  // Russia and the Soviet Union
  "Stakhanov", "Stakhanovite", "Kolkhoz", "Sovkhoz", "Komsomol", "Nepmen", "Zhenotdel", "Kollontai",
  "Krupskaya", "Yagoda", "Beria", "Tukhachevsky", "Dnieprostroi", "Dneprostroi", "NKVD", "OGPU", "Narkompros", "Iskra",
  "Holodomor", "Ekaterinburg", "Tambov", "Makhno", "Yudenich", "Trudoviks", "Octobrists", "Kadets", "Tsaritsyn",
  "Kalinin", "Ordzhonikidze", "Rykov", "Tomsky", "Ryutin", "Vyshinsky", "Ezhov", "Pyatakov", "Radek", "Mogilev",
  "Tannenberg", "Brusilov", "Ilyich", "Ulyanov", "Dzhugashvili", "Shostakovich", "Mayakovsky",
  // America and civil rights
  "Hooverville", "Hoovervilles", "Klux", "Klansmen", "Fordney", "McCumber", "Okies", "Coughlin", "Ickes", "SCLC",
  "SNCC", "Stokely", "Eckford", "Faubus", "Plessy", "Dixiecrats", "Kerner", "Schlafly", "Seale",
  // Elizabethan and Norman England
  "Burghley", "Ralegh", "Grenville", "Gravelines", "Sidonia", "Fotheringhay", "Darnley", "Bothwell", "Whitgift",
  "Grindal", "Manteo", "Wanchese", "Wingina", "Fulford", "Senlac", "Lanfranc", "Morcar", "Aetheling", "Ætheling",
  "Atheling", "Waltheof", "Fitzosbern", "FitzOsbern", "Tostig", "Curthose", "Aethelred", "Æthelred", "Stigand",
  // Medicine, crime and punishment, Whitechapel
  "Galenic", "Salvarsan", "Prontosil", "Domagk", "Bazalgette", "Sydenham", "Rhazes", "Bevan", "Aneurin", "Scutari",
  "Abberline", "Tolpuddle", "Pentonville", "Eddowes", "Thrawl", "Lipski", "Kosminski", "Druitt", "Tumblety",
  "Barnardo", "Leman", "Tyburn", "Newgate", "Millbank",
  // Conflict and the Cold War
  "Moltke", "Gallipoli", "Cambrai", "Daladier", "Danzig", "Gavrilo", "Princip", "Messines", "Anzacs", "Nivelle", "Pétain",
  "Rawlinson", "Jellicoe", "Mukden", "Stresa", "Memel", "Hacha", "Beneš", "Benes", "Cominform", "Comecon", "Dubček",
  "Ulbricht", "Novikov", "Rakosi", "Rákosi", "Giap", "Westmoreland",
  // Migration and the Mughals
  "Windrush", "Lascars", "Kindertransport", "Jutes", "Hanseatic", "Lombards", "Babur", "Fatehpur", "Sikri", "Panipat",
  "Rajput", "Rajputs", "Mansabdar", "Mansabdari", "Dahsala", "Todar", "Ilahi", "Jizya", "Mumtaz",
] as const;

/** Capitalised words of the catalogue's set texts (titles and authors) and history topics. */
function catalogueNames(): string[] {
  const names: string[] = [];
  for (const boardSubject of CATALOGUE) {
    for (const paper of boardSubject.papers) {
      const texts = [...paper.setTexts, ...(paper.topics ?? []).map((topic) => topic.name)];
      for (const text of texts) for (const match of text.matchAll(/\p{Lu}[\p{L}]+/gu)) names.push(match[0]);
    }
  }
  return names;
}

/** Every name the spelling service knows, each once, as spelt (the worker compares them in lower case). */
export function spellingNames(): string[] {
  const capitalisedExtras = EXTRA_WORDS.filter((word) => /^\p{Lu}/u.test(word));
  return [...new Set([...SET_TEXT_AND_TOPIC_NAMES, ...capitalisedExtras, ...catalogueNames()])];
}
