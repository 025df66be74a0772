/**
 * Everyday words in a rough order of how often they are written, commonest first, for the spell checker's
 * corrections (spelling-worker.mjs, feedbackCorrection): when a misspelling is one edit away from several
 * words by the same kind of slip, the commonest is offered ("wer" is "were", not "ewer"). The order is rough:
 * words within 100 places of each other count as equally common (spelling-worker.mjs, COMMONNESS_BAND), a
 * word not in the list comes after every word in it, and ties keep the one-edit search's own order. Written
 * for this project from general knowledge of English and of what GCSE answers say; it never decides which
 * words are misspelt.
 */
export const COMMON_WORDS = [
  // The commonest function words
  "the", "of", "and", "to", "a", "in", "is", "that", "it", "was", "for", "on", "as", "with", "he", "be", "this",
  "by", "his", "are", "at", "not", "but", "they", "from", "or", "have", "an", "she", "which", "her", "you", "had",
  "we", "their", "all", "one", "there", "been", "were", "would", "so", "what", "if", "can", "when", "him", "them",
  "more", "who", "will", "no", "about", "out", "up", "do", "into", "than", "then", "could", "its", "also", "some",
  "only", "other", "how", "like", "because", "time", "these", "my", "people", "very", "even", "after", "just",
  "our", "over", "most", "such", "should", "first", "me", "any", "your", "much", "where", "through", "may", "way",
  "before", "many", "those", "both", "well", "still", "own", "while", "being", "again", "might", "never",
  "each", "same", "us", "here", "does", "did", "too", "every", "why", "off", "down", "under", "however", "between",
  "without", "against", "during", "though", "although", "whether", "since", "until", "upon", "around", "whose",
  "whom", "yet", "rather", "quite", "almost", "often", "always", "perhaps", "already", "instead", "towards",
  "within", "throughout", "therefore", "thus", "whereas", "furthermore", "moreover", "finally", "especially",
  "really", "actually", "probably", "usually", "certainly", "clearly", "simply", "nearly", "suddenly", "together",
  "everything", "something", "nothing", "anything", "everyone", "someone", "anyone", "nobody", "himself",
  "herself", "itself", "themselves", "myself", "yourself",
  // Contractions
  "don't", "didn't", "doesn't", "isn't", "wasn't", "weren't", "aren't", "hasn't", "haven't", "hadn't", "can't",
  "couldn't", "wouldn't", "shouldn't", "won't", "it's", "that's", "there's", "what's", "he's", "she's", "let's",
  "I'm", "I've", "I'll", "I'd", "you're", "they're", "we're", "you've", "they've", "we've", "you'll", "they'll",
  "he'd", "she'd", "they'd",
  // Common verbs and their forms
  "said", "say", "says", "make", "made", "makes", "making", "go", "goes", "went", "gone", "going", "know", "knew",
  "known", "knows", "take", "took", "taken", "takes", "see", "saw", "seen", "sees", "come", "came", "comes",
  "think", "thought", "thinks", "look", "looked", "looks", "want", "wanted", "wants", "give", "gave", "given",
  "gives", "use", "used", "uses", "find", "found", "finds", "tell", "told", "tells", "ask", "asked", "work",
  "worked", "seem", "seems", "seemed", "feel", "felt", "feels", "try", "tried", "leave", "left", "call", "called",
  "keep", "kept", "let", "begin", "began", "begins", "show", "shows", "showed", "shown", "hear", "heard", "play",
  "played", "run", "ran", "move", "moved", "live", "lived", "lives", "believe", "believed", "bring", "brought",
  "happen", "happened", "write", "wrote", "written", "writes", "sit", "stand", "stood", "lose", "lost", "pay",
  "paid", "meet", "met", "include", "includes", "continue", "continued", "set", "learn", "learnt", "learned",
  "change", "changed", "changes", "lead", "led", "leads", "understand", "understood", "watch", "follow",
  "followed", "stop", "stopped", "create", "created", "creates", "speak", "spoke", "read", "spend", "spent",
  "grow", "grew", "open", "opened", "walk", "walked", "win", "won", "offer", "remember", "love", "loved",
  "consider", "appear", "appears", "appeared", "buy", "bought", "wait", "serve", "die", "died", "dies", "send",
  "sent", "expect", "build", "built", "stay", "fall", "fell", "cut", "reach", "kill", "killed", "kills",
  "remain", "remains", "suggest", "suggests", "suggested", "raise", "pass", "sell", "require", "report",
  "decide", "decided", "pull", "describe", "describes", "described", "explain", "explains", "present",
  "presents", "presented", "represent", "represents", "represented", "reveal", "reveals", "revealed",
  "emphasise", "emphasises", "highlight", "highlights", "convey", "conveys", "portray", "portrays", "portrayed",
  "imply", "implies", "implied", "indicate", "indicates", "become", "became", "becomes",
  "get", "got", "gets", "getting", "put", "mean", "means", "meant", "need", "needed", "needs", "help", "helped",
  "turn", "turned", "start", "started", "hold", "held", "talk", "tries", "trying", "fight", "fought",
  "lie", "lied", "lying", "hope", "hoped", "fear", "feared", "hate", "hated", "cause", "caused", "causes",
  "allow", "allowed", "protect", "refuse", "refused", "agree", "agreed", "argue", "argued", "claim", "claimed",
  "wish", "wished", "murder", "murdered", "rule", "ruled",
  // Common nouns
  "year", "years", "day", "days", "man", "men", "woman", "women", "world", "life", "hand", "part", "child",
  "children", "eye", "eyes", "place", "week", "case", "point", "government", "company", "number", "group",
  "problem", "fact", "home", "family", "house", "night", "money", "water", "room", "mother", "father", "area",
  "country", "war", "state", "power", "end", "head", "face", "friend", "friends", "name", "word", "words",
  "king", "queen", "god", "heart", "mind", "body", "death", "blood", "reader", "readers", "audience",
  "writer", "author", "poet", "poem", "novel", "story", "character", "characters", "scene", "act",
  "quote", "language", "structure", "theme", "themes", "society", "class", "history", "source", "sources",
  "question", "answer", "example", "evidence", "idea", "ideas", "reason", "reasons", "result", "effect",
  "effects", "impact", "law", "laws", "job", "jobs", "school", "person", "town", "city",
  "street", "door", "table", "light", "dark", "sea", "sky", "wind", "rain", "storm", "fire", "food", "car",
  "moment", "thing", "things", "sense", "kind", "side", "line", "lines", "form", "order", "age",
  "attitude", "feeling", "feelings", "emotion", "emotions", "guilt", "ambition", "greed", "pride",
  "responsibility", "violence", "conflict", "relationship", "relationships", "behaviour", "nature",
  "religion", "church", "army", "soldiers", "workers", "party", "leader", "leaders", "people's", "policy",
  "policies", "economy", "treaty", "revolution", "peace",
  // Common adjectives and adverbs
  "good", "new", "old", "great", "high", "small", "large", "big", "long", "little", "young", "different",
  "important", "early", "late", "public", "bad", "able", "best", "better", "worse", "worst",
  "full", "true", "whole", "real", "sure", "free", "strong", "weak", "poor", "rich", "happy", "sad", "evil",
  "innocent", "guilty", "powerful", "violent", "dangerous", "natural", "supernatural", "social", "political",
  "economic", "religious", "moral", "human", "cruel", "selfish", "lonely", "angry", "afraid", "alone",
  "clear", "certain", "possible", "likely", "main", "key", "final", "last", "next", "second", "third",
];
