/**
 * What the offline marker knows of each History topic in the catalogue: the specific facts (events, people,
 * laws, places, ideas) an answer on that topic names. A History answer that names its topic's facts is on the
 * question even when it does not repeat the question's words ("There was hyperinflation... the French invaded
 * the Ruhr" answers "Describe two problems faced by the Weimar Republic in 1923"). Written for the marker from
 * the GCSE specifications' content (the question generator's own topic profiles may not be imported here:
 * docs/decisions/010-layering.md).
 *
 * A topic is chosen by the question's words (`match`); a question may match several (a question on the Treaty
 * of Versailles matches Germany and the inter-war years), and then the facts of all of them count. Entries use
 * the lexicon notation of analyse-answer.ts: lower case, "*" for any ending, a space matches a space or a hyphen.
 * Facts are specific on purpose: words any essay uses ("war", "king", "people") are left out.
 */
export interface HistoryTopic {
  id: string;
  match: RegExp;
  facts: readonly string[];
}

export const HISTORY_TOPICS: readonly HistoryTopic[] = [
  {
    id: "germany",
    match: /\b(weimar|nazis?|hitler|german[sy]?|reichstag|stresemann|third reich|kaiser wilhelm)\b/i,
    facts: [
      "hyperinflation", "inflation", "ruhr", "munich putsch", "beer hall putsch", "putsch", "spartacist*", "kapp",
      "freikorps", "treaty of versailles", "versailles", "war guilt", "reparations", "stab in the back",
      "november criminals", "diktat", "article 48", "proportional representation", "rentenmark", "dawes plan",
      "young plan", "locarno", "league of nations", "wall street crash", "depression", "unemployment",
      "reichstag fire", "enabling act", "night of the long knives", "gestapo", "hitler youth",
      "league of german maidens", "kristallnacht", "nuremberg laws", "lebensraum", "anschluss", "hindenburg",
      "stresemann", "goebbels", "himmler", "concentration camp*", "ebert", "golden age", "passive resistance",
      "general strike", "von papen", "schleicher", "bruning", "brüning", "führer", "fuhrer", "abdicat*",
      "armistice", "french", "belgian*", "sturmabteilung", "brownshirts", "mein kampf", "landsberg", "ludendorff",
      "volksgemeinschaft", "kraft durch freude", "strength through joy", "reich labour service", "autobahn*",
      "kinder, kuche, kirche", "concordat", "confessing church", "edelweiss pirates", "swing youth", "white rose",
      "aryan*", "untermensch*", "final solution", "holocaust", "lebensborn", "rearmament", "wilhelm ii", "kaiser",
      "sailors' revolt", "kiel", "navy laws", "naval race", "social democrat*", "spd", "kpd", "communist*",
    ],
  },
  {
    id: "russia",
    match: /\b(russia|russian|tsar|tsarist|soviet|ussr|bolsheviks?|lenin|stalin|communism|communists?)\b/i,
    facts: [
      "nicholas ii", "tsar nicholas", "rasputin", "tsarina", "alexandra", "duma", "october manifesto", "bloody sunday",
      "1905 revolution", "february revolution", "october revolution", "provisional government", "kerensky",
      "petrograd soviet", "petrograd", "bolshevik*", "menshevik*", "lenin", "trotsky", "red army", "whites",
      "war communism", "new economic policy", "nep", "kronstadt", "cheka", "kulak*", "collectivisation",
      "collectivization", "five year plan*", "purge*", "show trials", "gulag*", "kirov", "stakhanov*", "okhrana",
      "brest litovsk", "april theses", "peace, land and bread", "kornilov", "constituent assembly", "great terror",
      "nkvd", "famine", "stolypin", "emancipation", "autocracy", "russification", "zemstva", "cult of personality",
    ],
  },
  {
    id: "american-west",
    match: /\b(american west|plains indians|the west|frontier|homestead\w*|cowboys?|sioux|lakota|mormons?|oregon|gold rush|reservations?|indian wars|expansion and consolidation|1840|1895)\b/i,
    facts: [
      "plains indians", "sioux", "lakota", "cheyenne", "buffalo", "tipi*", "great american desert", "manifest destiny",
      "oregon trail", "mormon*", "brigham young", "salt lake", "gold rush", "forty niners", "homestead act",
      "homesteader*", "sod house*", "dry farming", "barbed wire", "turkey red wheat", "transcontinental railroad",
      "railroad*", "cattle drive*", "cowboy*", "abilene", "long drive", "open range", "fort laramie", "little bighorn",
      "custer", "sitting bull", "crazy horse", "red cloud", "wounded knee", "sand creek", "reservation*", "dawes act",
      "indian appropriations act", "exodusters", "johnson county war", "billy the kid", "vigilante*", "donner party",
      "ghost dance", "permanent indian frontier", "timber culture act", "goodnight", "loving", "texas",
    ],
  },
  {
    id: "usa",
    match: /\b(america|american|usa|united states|civil rights|prohibition|roaring twenties|new deal|roosevelt|kennedy|vietnam|segregation|ku klux klan)\b/i,
    facts: [
      "prohibition", "bootlegg*", "speakeasies", "speakeasy", "al capone", "capone", "gangster*", "ku klux klan", "kkk",
      "red scare", "sacco and vanzetti", "monkey trial", "flapper*", "jazz", "model t", "henry ford", "hire purchase",
      "stock market", "wall street crash", "great depression", "hooverville*", "hoover", "new deal", "roosevelt", "fdr",
      "alphabet agencies", "tennessee valley authority", "tva", "dust bowl", "civil rights", "segregation", "jim crow",
      "brown v topeka", "little rock", "rosa parks", "montgomery bus boycott", "martin luther king", "malcolm x",
      "black power", "freedom riders", "march on washington", "civil rights act", "voting rights act", "naacp", "sclc",
      "sncc", "lyndon johnson", "great society", "gulf of tonkin", "tet offensive", "my lai", "vietcong", "viet cong",
      "napalm", "agent orange", "vietnamisation", "vietnamization", "kent state", "anti war", "watergate", "nixon",
      "mccarthy*", "women's liberation", "roe v wade", "isolationism", "emmett till", "black panthers", "sit ins",
      "immigration quota*", "emergency quota act", "mass production", "assembly line", "boom",
    ],
  },
  {
    id: "medicine",
    match: /\b(medicine|medical|diseases?|illness\w*|health|surgery|surgeons?|hospitals?|doctors?|plague|epidemics?|cholera|western front|treatments?|public health)\b/i,
    facts: [
      "four humours", "humours", "humour", "hippocrates", "galen", "miasma", "bad air", "black death", "plague",
      "bloodletting", "blood letting", "bleeding", "purging", "leeches", "astrology", "zodiac", "barber surgeon*",
      "apothecar*", "physician*", "flagellant*", "posies", "posy", "herbal remed*", "herbs", "vesalius", "william harvey",
      "harvey", "circulation of the blood", "jenner", "vaccin*", "smallpox", "inoculat*", "germ theory", "pasteur",
      "koch", "spontaneous generation", "cholera", "john snow", "broad street", "public health act", "chadwick",
      "lister", "carbolic", "antiseptic*", "aseptic", "anaesthetic*", "chloroform", "simpson", "nightingale",
      "penicillin", "fleming", "florey", "ernst chain", "nhs", "national health service", "x ray*", "blood transfusion*",
      "blood bank*", "trench foot", "shell shock", "gas gangrene", "casualty clearing station*", "thomas splint",
      "ypres", "somme", "arras", "cambrai", "magic bullet*", "salvarsan", "ehrlich", "dna", "prayer", "pilgrimage*",
      "punishment from god", "sin", "urine", "urine chart*", "cesspit*", "sewer*", "bazalgette", "great stink",
      "great plague", "royal society", "printing press", "monaster*", "infirmar*", "lockdown", "quarantine",
    ],
  },
  {
    id: "crime-and-punishment",
    match: /\b(crimes?|criminals?|punish\w*|law and order|police|policing|prisons?|witch\w*|trials?|executions?|whitechapel|jack the ripper|justice|outlaws?|smuggl\w*|poach\w*|vagrant\w*|highway\w*)\b/i,
    facts: [
      "wergild", "tithing*", "hue and cry", "trial by ordeal", "ordeal*", "trial by combat", "forest laws", "murdrum",
      "sanctuary", "benefit of the clergy", "church courts", "manor courts", "king's peace", "sheriff*", "constable*",
      "watchmen", "justices of the peace", "bloody code", "transportation", "hulks", "gaol*", "elizabeth fry",
      "john howard", "separate system", "silent system", "pentonville", "bow street runners", "fielding",
      "metropolitan police", "robert peel", "whitechapel", "jack the ripper", "h division", "witch*",
      "matthew hopkins", "heresy", "heretic*", "treason", "gunpowder plot", "vagabond*", "vagrancy", "poaching",
      "smuggling", "highway robbery", "highwaym*", "tolpuddle", "conscientious objector*", "derek bentley",
      "capital punishment", "death penalty", "hanging*", "borstal*", "probation", "community service", "cctv",
      "neighbourhood watch", "stocks", "pillory", "fines", "mutilation", "corporal punishment", "branding",
      "lodging house*", "rookeries", "bertillon", "fingerprint*", "pickpocket*",
    ],
  },
  {
    id: "warfare",
    match: /\b(warfare|armies|army|battles?|soldiers?|conscription|blitz|recruit\w*|weapons?|knights?|second world war|civil war)\b/i,
    facts: [
      "longbow*", "archer*", "knight*", "cavalry", "infantry", "agincourt", "crecy", "crécy", "hundred years war",
      "gunpowder", "cannon*", "musket*", "pikemen", "new model army", "cromwell", "naseby", "redcoat*", "wellington",
      "waterloo", "napoleon*", "cardwell", "crimean war", "boer war", "conscription", "pals battalion*", "trench*",
      "machine gun*", "tank*", "blitz", "evacuat*", "rationing", "home guard", "dunkirk", "battle of britain", "d day",
      "atomic bomb*", "national service", "falklands", "drone*", "defence of the realm act", "dora", "air raid*",
      "anderson shelter*", "morrison shelter*", "underground station*", "arp wardens", "luftwaffe", "spitfire*",
    ],
  },
  {
    id: "migration",
    match: /\b(migra\w*|immigra\w*|emigra\w*|refugees?|windrush|notting hill|empires?|settle\w*)\b/i,
    facts: [
      "vikings", "danelaw", "normans", "flemish", "huguenot*", "jews", "expulsion", "lascars", "ayahs", "irish",
      "potato famine", "famine", "windrush", "commonwealth", "notting hill", "carnival", "claudia jones",
      "race riots", "rachman", "rachmanism", "kenyan asians", "ugandan asians", "idi amin", "enoch powell",
      "rivers of blood", "race relations act", "commonwealth immigrants act", "british nationality act",
      "kindertransport", "east india company", "slave trade", "slavery", "bristol bus boycott", "kelso cochrane",
      "oswald mosley", "white defence league", "west indian gazette", "huguenots", "lombards", "hanseatic",
    ],
  },
  {
    id: "elizabethans",
    match: /\b(elizabeth\w*|tudors?|armada|mary,? queen of scots|drake|puritans?|catholics?|1558|1588|1603)\b/i,
    facts: [
      "spanish armada", "armada", "mary queen of scots", "babington plot", "ridolfi plot", "throckmorton plot",
      "northern rebellion", "revolt of the northern earls", "religious settlement", "act of supremacy",
      "act of uniformity", "royal injunctions", "recusan*", "puritan*", "catholic*", "protestant*", "papal bull",
      "jesuit*", "walsingham", "cecil", "burghley", "drake", "raleigh", "roanoke", "virginia", "circumnavigat*",
      "privy council", "poor law*", "vagabond*", "vagrant*", "theatre*", "globe", "hardwick hall", "fire ships",
      "fireships", "gravelines", "philip ii", "netherlands", "essex rebellion", "earl of essex", "succession",
      "sumptuary laws", "gentry", "galleons", "privateer*", "hawkins", "cadiz", "dudley", "leicester",
    ],
  },
  {
    id: "normans",
    match: /\b(normans?|anglo saxons?|anglo-saxons?|harold|hastings|conquest|domesday|feudal|castles?|1066|william i|william the conqueror)\b/i,
    facts: [
      "battle of hastings", "hastings", "stamford bridge", "fulford", "harold godwinson", "harald hardrada", "hardrada",
      "tostig", "edward the confessor", "witan", "earldoms", "william the conqueror", "duke william",
      "harrying of the north", "motte and bailey", "castle*", "domesday book", "domesday", "feudal system",
      "tenants in chief", "barons", "villeins", "odo", "lanfranc", "hereward the wake", "hereward", "revolt of the earls",
      "edgar aethling", "forest laws", "murdrum", "shield wall", "housecarl*", "fyrd", "feigned retreat",
      "bayeux tapestry", "stigand", "writs", "geld", "burh*", "thegn*", "ely", "exeter", "york",
    ],
  },
  {
    id: "cold-war",
    match: /\b(cold war|berlin|cuba|cuban|superpowers?|soviet|ussr|nato|warsaw pact|iron curtain|khrushchev|kennedy|truman|d[ée]tente|arms race|east and west)\b/i,
    facts: [
      "yalta", "potsdam", "iron curtain", "truman doctrine", "marshall plan", "marshall aid", "berlin blockade",
      "berlin airlift", "nato", "warsaw pact", "cominform", "comecon", "arms race", "hydrogen bomb", "sputnik",
      "hungarian uprising", "nagy", "berlin wall", "berlin crisis", "checkpoint charlie", "u 2", "cuban missile crisis",
      "bay of pigs", "castro", "blockade", "quarantine", "jupiter missiles", "hotline", "test ban treaty",
      "prague spring", "dubcek", "brezhnev doctrine", "detente", "détente", "salt", "gorbachev", "reagan", "star wars",
      "perestroika", "glasnost", "khrushchev", "eisenhower", "truman", "long telegram", "novikov telegram",
      "containment", "domino theory", "korean war", "missile*", "ultimatum", "refugees", "brain drain",
    ],
  },
  {
    id: "first-world-war-and-inter-war",
    match: /\b(first world war|great war|world war|1914|1918|alliances?|entente|schlieffen|league of nations|appeasement|sarajevo|franz ferdinand|versailles|munich|inter-war|1939)\b/i,
    facts: [
      "triple alliance", "triple entente", "schlieffen plan", "franz ferdinand", "sarajevo", "black hand",
      "gavrilo princip", "kaiser wilhelm", "naval race", "dreadnought*", "moroccan crisis", "moroccan crises",
      "bosnian crisis", "balkan wars", "imperialism", "militarism", "nationalism", "bef", "marne", "mons", "ypres",
      "somme", "verdun", "gallipoli", "jutland", "u boat*", "unrestricted submarine warfare", "ludendorff",
      "spring offensive", "hundred days", "armistice", "trench*", "stalemate", "haig", "treaty of versailles",
      "league of nations", "fourteen points", "woodrow wilson", "clemenceau", "lloyd george", "reparations",
      "war guilt", "manchuria", "abyssinia", "mussolini", "appeasement", "chamberlain", "munich agreement",
      "sudetenland", "anschluss", "rhineland", "nazi soviet pact", "poland", "remilitarisation", "rearmament", "saar",
      "corfu", "aaland islands", "upper silesia", "hoare laval pact", "sanctions",
    ],
  },
  {
    id: "britain-1890-1979",
    match: /\b(suffrag\w*|liberal reforms|welfare|trade unions?|austerity|affluence|1950s|1960s|1970s|swinging sixties|britain in peace and war|1900|1951|1979)\b/i,
    facts: [
      "suffragette*", "suffragist*", "emmeline pankhurst", "pankhurst", "wspu", "nuwss", "millicent fawcett",
      "emily davison", "cat and mouse act", "force feeding", "representation of the people act", "liberal reforms",
      "old age pensions", "national insurance act", "school meals", "lloyd george", "people's budget", "boer war",
      "dora", "defence of the realm act", "conscription", "rationing", "munitions", "munitionettes", "home front",
      "nhs", "welfare state", "beveridge report", "attlee", "windrush", "teddy boys", "mods and rockers", "beatles",
      "rock and roll", "television", "consumer*", "three day week", "winter of discontent", "miners' strike*",
      "decimalisation", "equal pay act", "abortion act", "race relations act", "thatcher", "heath", "wilson",
      "macmillan", "never had it so good", "suez",
    ],
  },
  {
    id: "power-and-people",
    match: /\b(magna carta|parliament|peasants' revolt|chartis\w*|reform acts?|protest\w*|rights|democracy|power and the people)\b/i,
    facts: [
      "magna carta", "king john", "barons", "simon de montfort", "de montfort", "peasants' revolt", "wat tyler",
      "poll tax", "statute of labourers", "black death", "pilgrimage of grace", "english civil war", "charles i",
      "cromwell", "glorious revolution", "bill of rights", "american revolution", "boston tea party", "peterloo",
      "great reform act", "reform act", "rotten boroughs", "chartis*", "people's charter", "tolpuddle martyrs",
      "anti corn law league", "corn laws", "slave trade", "abolition", "wilberforce", "suffragette*", "suffragist*",
      "general strike", "trade union*", "miners' strike*", "civil rights", "race relations act",
    ],
  },
  {
    id: "medieval-and-early-modern-england",
    match: /\b(richard i|king john|henry viii|edward i|wolsey|cromwell|reformation|dissolution|restoration|charles ii|crusades?|magna carta|1189|1216|1272|1307|1509|1540|1660|1685)\b/i,
    facts: [
      "richard the lionheart", "lionheart", "third crusade", "saladin", "acre", "jaffa", "jerusalem", "longchamp",
      "ransom", "king john", "magna carta", "interdict", "innocent iii", "arthur of brittany", "normandy", "bouvines",
      "barons' war", "forest laws", "scutage", "henry viii", "wolsey", "thomas cromwell", "thomas more",
      "catherine of aragon", "anne boleyn", "jane seymour", "annulment", "act of supremacy", "break with rome",
      "dissolution of the monasteries", "pilgrimage of grace", "amicable grant", "field of the cloth of gold",
      "star chamber", "edward i", "conquest of wales", "statute of rhuddlan", "caernarfon", "conwy", "harlech",
      "model parliament", "expulsion of the jews", "william wallace", "robert the bruce", "stirling bridge",
      "falkirk", "charles ii", "restoration", "great plague", "great fire", "clarendon code", "test act",
      "popish plot", "exclusion crisis", "whigs", "tories", "royal society", "coffee house*", "declaration of breda",
    ],
  },
  {
    id: "world-beyond-europe",
    match: /\b(china|mao|middle east|israel|palestin\w*|gulf|iraq|afghanistan|korea|vietnam|mughal|aztecs?|spanish conquest|new world|vikings?|voyages|columbus|british america|american revolution|1776)\b/i,
    facts: [
      "mao", "zedong", "long march", "great leap forward", "cultural revolution", "red guards", "hundred flowers",
      "communes", "little red book", "chiang kai shek", "guomindang", "kuomintang", "israel", "balfour declaration",
      "suez crisis", "six day war", "yom kippur war", "plo", "arafat", "intifada", "camp david", "oslo accords",
      "saddam hussein", "kuwait", "desert storm", "taliban", "al qaeda", "9 11", "bin laden", "korean war",
      "38th parallel", "inchon", "macarthur", "ho chi minh", "dien bien phu", "viet minh", "akbar", "babur",
      "shah jahan", "taj mahal", "aurangzeb", "humayun", "montezuma", "moctezuma", "cortes", "cortés",
      "tenochtitlan", "tlaxcala", "la noche triste", "conquistador*", "columbus", "hispaniola", "encomienda",
      "pizarro", "incas", "treaty of tordesillas", "longship*", "lindisfarne", "danelaw", "jorvik", "cnut",
      "stamp act", "boston tea party", "declaration of independence", "lexington", "saratoga", "yorktown",
      "george washington", "thirteen colonies",
    ],
  },
];

/**
 * How well a catalogue topic (by its name, "Superpower relations and the Cold War, 1941-91") fits a History question
 * in the student's own words ("Explain two consequences of the Berlin Blockade"): the number of this file's topics
 * that both the question and the topic's name are about. 0 when none are shared (or the question names none).
 */
export function topicFit(questionText: string, catalogueTopicName: string): number {
  return topicsFor(questionText).filter((topic) => topic.match.test(catalogueTopicName)).length;
}

/** The topics a History question is about, by its words; none when it names none of them. */
export function topicsFor(questionText: string): HistoryTopic[] {
  return HISTORY_TOPICS.filter((topic) => topic.match.test(questionText));
}

/**
 * The year a fact of the topics above first existed (a discovery, a law, an event, a person's work), for facts with
 * a clear start; keyed as the fact is written above, without its "*". A feature of "the years c1250-c1500" cannot be
 * described with germ theory (1861) or penicillin (1928), nor a problem of the Weimar Republic "in 1923" with the
 * Nuremberg Laws (1935); an idea older than the question's years (the four humours, Galen) may still belong to them,
 * so only a start after the question's last year counts against a point (offline-2.6). Years from general
 * knowledge of the GCSE specifications' content.
 */
export const FACT_FIRST_YEAR: Readonly<Record<string, number>> = {
  // Medicine
  vesalius: 1543, "william harvey": 1628, "circulation of the blood": 1628, "royal society": 1660, "printing press": 1440,
  "great plague": 1665, jenner: 1796, vaccin: 1796, inoculat: 1721, "germ theory": 1861, pasteur: 1857, koch: 1876,
  cholera: 1831, "john snow": 1854, "broad street": 1854, "public health act": 1848,
  chadwick: 1842, bazalgette: 1858, "great stink": 1858, lister: 1865, carbolic: 1865, antiseptic: 1865, aseptic: 1880,
  anaesthetic: 1846, chloroform: 1847, simpson: 1847, nightingale: 1854, penicillin: 1928, fleming: 1928, florey: 1939,
  "ernst chain": 1939, nhs: 1948, "national health service": 1948, "x ray": 1895, "blood transfusion": 1900,
  "blood bank": 1937, "trench foot": 1914, "shell shock": 1914, "gas gangrene": 1914, "casualty clearing station": 1914,
  "thomas splint": 1914, ypres: 1914, somme: 1916, arras: 1917, cambrai: 1917, "magic bullet": 1909, salvarsan: 1909,
  ehrlich: 1909, dna: 1953, lockdown: 2020,
  // Germany
  "kaiser wilhelm": 1888, "wilhelm ii": 1888, "navy laws": 1898, "naval race": 1898, "sailors' revolt": 1918,
  armistice: 1918, abdicat: 1918, spartacist: 1919, freikorps: 1918, kapp: 1920, "treaty of versailles": 1919,
  versailles: 1919, "war guilt": 1919, reparations: 1919, "stab in the back": 1919, "november criminals": 1918,
  diktat: 1919, "article 48": 1919, ebert: 1918, hyperinflation: 1922, ruhr: 1923, "passive resistance": 1923,
  "munich putsch": 1923, "beer hall putsch": 1923, putsch: 1920, rentenmark: 1923, "dawes plan": 1924, "young plan": 1929,
  locarno: 1925, "league of nations": 1920, "golden age": 1924, "mein kampf": 1925, landsberg: 1923,
  "wall street crash": 1929, depression: 1929, "von papen": 1932, schleicher: 1932, "reichstag fire": 1933,
  "enabling act": 1933, concordat: 1933, gestapo: 1933, "night of the long knives": 1934, "hitler youth": 1926,
  "league of german maidens": 1930, "nuremberg laws": 1935, "strength through joy": 1933, "kraft durch freude": 1933,
  "reich labour service": 1935, autobahn: 1933, "confessing church": 1934, "edelweiss pirates": 1939, "swing youth": 1939,
  "white rose": 1942, kristallnacht: 1938, anschluss: 1938, rearmament: 1933, "final solution": 1942, holocaust: 1941,
  lebensborn: 1935, "concentration camp": 1933,
};

/** The years a History question asks about, read off its words; null when it names none. */
export interface QuestionPeriod {
  from: number;
  to: number;
  /** As the question writes it ("c1250-c1500", "1923"). */
  label: string;
}

const YEAR_RANGE = /\b(c\.?\s?)?(\d{3,4})s?\s*(?:-|–|—|to|and)\s*(c\.?\s?)?(\d{3,4}|present|the present|today)(s?)\b/gi;
const ONE_YEAR = /\b(?:in|of|by|during|from|after|before)\s+(?:the\s+)?(\d{4})(s?)\b/gi;

/**
 * The years a History question covers: its ranges ("in the years c1250-c1500", "1958 to 1961", "c1900-present"),
 * else a year it names ("in 1923"; "in the 1920s" is 1920-1929). The latest end is the period's end.
 */
export function questionPeriod(questionText: string): QuestionPeriod | null {
  let period: QuestionPeriod | null = null;
  for (const match of questionText.matchAll(YEAR_RANGE)) {
    const from = Number(match[2]);
    const openEnded = /present|today/i.test(match[4]!);
    const to = openEnded ? Number.POSITIVE_INFINITY : Number(match[4]) + (match[5] ? 9 : 0);
    if (!openEnded && (to < from || to > 2100)) continue;
    if (!period || to > period.to) period = { from, to, label: match[0].trim() };
  }
  if (period) return period;
  for (const match of questionText.matchAll(ONE_YEAR)) {
    const year = Number(match[1]);
    if (year < 500 || year > 2100) continue;
    const to = year + (match[2] ? 9 : 0);
    if (!period || to > period.to) period = { from: year, to, label: `${year}${match[2] ?? ""}` };
  }
  return period;
}
