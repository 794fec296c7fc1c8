"""Word lists of the parser's rules (:mod:`parse_rules` and its grammar mixins), in one place.

Months, weekdays, time units and reflexives come from :mod:`parse_entities`, which reads
entities on its own.
"""

from __future__ import annotations

from pipeline.backends.builtin.parse_entities import WEEKDAYS

NEGATORS = frozenset({"not", "n't", "never", "no", "neither", "nor"})
MODALS = {"can": "possible-01", "could": "possible-01", "may": "possible-01",
          "might": "possible-01", "must": "obligate-01", "should": "recommend-01",
          "ought": "recommend-01", "shall": None, "will": None, "would": None, "'ll": None,
          "'d": None, "wo": None, "ca": "possible-01", "sha": None}
# Modal frames: which role the modalized event fills.
# Frames whose nominal's "of" phrase names the doer, PropBank's ARG0 (it has no patient
# in the source): "the resignation of Phil Condit", "the retirement of its chief".
OF_DOER_FRAMES = frozenset(["resign-01", "retire-01"])
MODAL_ROLE = {"possible-01": ":ARG1", "obligate-01": ":ARG2", "recommend-01": ":ARG1",
              "permit-01": ":ARG1"}
DEGREE = frozenset(["much", "very", "too", "so", "quite", "extremely", "really", "rather", "pretty", "more", "most", "less", "least", "enough", "completely", "totally", "fairly", "somewhat", "incredibly", "highly", "terribly", "absolutely", "entirely", "utterly", "particularly", "especially", "slightly", "almost", "nearly", "fully", "wholly", "largely", "partly", "partially", "mostly", "mainly", "greatly"])
TIME_ADVERBS = frozenset(["now", "then", "soon", "already", "today", "yesterday", "tomorrow", "tonight", "later", "before", "ago", "once", "recently", "lately", "afterwards", "afterward", "early", "late", "formerly", "nowadays", "always", "often", "sometimes", "usually", "seldom", "rarely", "frequently", "finally", "immediately", "eventually", "ever", "meanwhile"])
# Adverbs that limit the phrase right after them ("consist only of directors", "used only in
# limited circumstances"): the object's :mod when spaCy hangs them on the preposition.
FOCUS_ADVERBS = frozenset(["only"])
MOD_ADVERBS = frozenset(["also", "too", "again", "still", "only", "just", "even", "as", "well", "either", "anyway", "perhaps", "maybe", "probably", "certainly", "surely", "indeed", "instead", "else", "otherwise", "however", "thus", "therefore"])
PLACE_ADVERBS = frozenset(["here", "there", "everywhere", "somewhere", "anywhere", "nowhere", "home", "abroad", "away", "inside", "outside", "upstairs", "downstairs", "nearby"])
WH_ROLES = {"where": ":location", "when": ":time", "why": ":cause", "how": ":manner"}
WH_PRONOUNS = frozenset({"who", "whom", "what", "which", "whose"})
COMPARATIVE_DEGREES = {"more": "more", "most": "most", "less": "less", "least": "least",
                       "too": "too", "so": "so", "as": "equal"}
# Words that place a named date relative to now: "last October", "next Tuesday".
DATE_DEICTICS = frozenset(["last", "next", "this", "past", "coming"])
# "late Sunday": a part of the day named; "later Sunday", "earlier Saturday": a time of the
# day after or before another the sentence told (spaCy holds them in the date entity)
DATE_PARTS = frozenset(["early", "late", "mid", "later", "earlier"])
# Fixed prepositional phrases that AMR writes as one concept.
FIXED_PHRASES = {("at", "all"): (":degree", "at-all"), ("at", "last"): (":time", "at-last"),
                 ("at", "least"): (":mod", "at-least"), ("of", "course"): (":mod", "of-course"),
                 ("at", "once"): (":time", "at-once"), ("at", "first"): (":time", "at-first"),
                 ("per", "capita"): (":mod", "per-capita"),
                 # "was 142 on average", "expected ... revenue of $6.7 billion, on average"
                 ("on", "average"): (":mod", "on-average"),
                 # "al-Dandani ... remains at large": not captured (spaCy: "large" the amod
                 # of "at", no object, so the parse dropped it)
                 ("at", "large"): (":manner", "at-large")}
FIXED_PHRASE_CONCEPTS = frozenset(concept for _, concept in FIXED_PHRASES.values())
DIRECTION_ADVERBS = frozenset({"away", "back", "down", "up", "out", "off", "forward", "forwards",
                               "backward", "backwards", "aside", "along"})
INTERJECTIONS = frozenset({"oh", "ah", "alas", "ouch", "wow", "hey", "hurrah", "hooray", "aha",
                           "ha", "oops", "hmm", "bravo"})
# Frames whose grammatical subject belongs to their complement, and the complement's role.
RAISING_FRAMES = {"seem-01": ":ARG1", "appear-02": ":ARG1", "obligate-01": ":ARG2"}
# Nouns of a relation between people, which AMR writes with have-rel-role-91.
RELATION_NOUNS = frozenset({"friend", "father", "mother", "brother", "sister", "son", "daughter",
                            "wife", "husband", "parent", "uncle", "aunt", "cousin",
                            "grandfather", "grandmother", "neighbor", "neighbour", "boyfriend",
                            "girlfriend", "colleague", "enemy"})
# Plurals of the people who work with a person, joined to that person's name ("Sanders and
# colleagues at RAFT exposed ...": parse_proper_openers, realize_opening_plurals).
COWORKER_PLURALS = frozenset({"colleagues", "co-workers", "coworkers", "collaborators"})
BODY_PARTS = frozenset({"hand", "head", "eye", "face", "arm", "leg", "foot", "finger", "heart",
                        "hair", "mouth", "nose", "ear", "shoulder", "knee", "neck", "lip",
                        "cheek", "tooth", "skin", "body", "toe", "wing", "tail", "forehead",
                        "chin", "brain", "stomach", "back"})
PARTITIVES = frozenset({"one", "some", "many", "most", "all", "none", "each", "few", "several",
                        "any", "both", "either", "neither", "half", "part", "rest"})
DAYPERIODS = frozenset({"morning", "afternoon", "evening", "night", "noon", "midnight"})
QUANT_DETS = frozenset(["some", "many", "few", "several", "much", "more", "most", "less", "fewer", "little", "enough"])
MOD_DETS = frozenset(["all", "every", "each", "any", "other", "another", "both", "such", "either", "neither", "certain", "this", "that", "these", "those", "same", "whole"])
DEMONSTRATIVES = {"this": "this", "these": "this", "that": "that", "those": "that"}
COORD = {"and": "and", "or": "or", "but": "contrast-01", "nor": "or", "&": "and",
         "yet": "contrast-01", "plus": "and"}
CLAUSE_MARKERS = {
    "if": ":condition", "unless": ":condition", "provided": ":condition",
    "because": ":cause", "since": ":cause", "for": ":cause", "as": ":time", "cause": ":cause",
    "although": ":concession", "though": ":concession", "whereas": ":concession",
    "despite": ":concession",
    "when": ":time", "whenever": ":time", "while": ":time", "once": ":time",
    "till": ":time", "until": ":time", "before": ":time", "after": ":time",
    "so": ":purpose", "in order": ":purpose", "lest": ":purpose",
    "like": ":manner", "as if": ":manner", "as though": ":manner",
    # (parse_multiword_subordinators)
    "as long as": ":condition", "so long as": ":condition", "as soon as": ":time",
}
# Markers whose AMR is a relational concept over the clause: (a / after :op1 X).
RELATIONAL_MARKERS = frozenset({"before", "after", "until", "till"})
SPATIAL_PREPS = frozenset(["in", "on", "at", "near", "under", "over", "above", "below", "behind", "beside", "inside", "outside", "around", "between", "among", "beyond", "across", "along", "against", "within", "upon", "underneath", "beneath", "opposite", "atop"])
RELATIONAL_PREPS = {"under": "below", "below": "below", "beneath": "below",
                    "underneath": "below", "above": "above",
                    "behind": "behind", "beside": "beside", "near": "near",
                    "between": "between", "among": "among", "around": "around",
                    "beyond": "beyond", "inside": "inside", "outside": "outside",
                    "across": "across", "opposite": "opposite", "atop": "atop"}
PREP_ROLES = {"from": ":source", "out": ":source", "to": ":destination", "into": ":destination",
              "onto": ":destination", "toward": ":direction", "towards": ":direction",
              "through": ":path", "via": ":path", "along": ":path", "across": ":path",
              "about": ":topic", "concerning": ":topic", "regarding": ":topic",
              "during": ":time", "since": ":time", "until": ":time", "till": ":time",
              "throughout": ":time", "before": ":time", "after": ":time",
              "because": ":cause", "due": ":cause", "despite": ":concession", "like": ":manner",
              "as": ":manner", "by": ":manner", "without": ":manner", "per": ":mod",
              "of": ":mod", "than": ":compared-to", "except": ":mod", "upon": ":location",
              # "steady versus the Swiss franc": what it is measured against, said with its
              # own word (a :mod said the franc before the adjective: "Swiss franc steady")
              "versus": ":compared-to", "vs": ":compared-to", "vs.": ":compared-to"}
# PropBank function tags of the numbered roles a preposition typically introduces.
PREP_FUNCTIONS = {"to": ("GOL",), "into": ("GOL",), "onto": ("GOL",), "toward": ("GOL",),
                  "towards": ("GOL",), "from": ("DIR", "SRC"), "with": ("COM",),
                  "about": ("PPT",), "for": ("GOL", "PRP"), "as": ("PRD",),
                  "against": ("GOL",), "at": ("GOL",)}
BARE_TIME_WORDS = frozenset(["today", "yesterday", "tomorrow", "tonight", "now"])
TIME_NOUNS = frozenset(["morning", "evening", "night", "afternoon", "day", "week", "month", "year", "time", "moment", "hour", "minute", "second", "century", "decade", "season", "summer", "winter", "spring", "autumn", "fall", "weekend", "noon", "midnight", "dawn", "dusk", "sunset", "sunrise", "period", "age", "past", "future", "childhood", "today", "tonight", "tomorrow", "yesterday"]) | WEEKDAYS
PERSON_NOUNS = frozenset(["man", "woman", "men", "women", "person", "people", "child", "children", "boy", "girl", "friend", "king", "prince", "businessman", "geographer", "lamplighter", "fox", "aviator", "pilot", "mother", "father", "brother", "sister", "wife", "husband", "someone", "somebody", "everyone", "everybody", "anyone", "anybody", "nobody"])
# Frames whose object is the hearer when a clause says what was said: "she told a victory
# party (ARG2) [that] we have sent a message (ARG1)", not a party that was told.
# Linking verbs whose bare adjective says what their (active) subject is or seems: "could
# prove useful", "feels strong" (not "pleaded guilty", "were made public").
SUBJECT_LINKING_VERBS = frozenset(["prove", "feel", "seem", "appear", "look", "sound",
                                   "become", "remain", "stay"])
# Prepositions whose gerund says no subject because it is the clause's: "said after battling
# to overcome Davydenko", "left without saying" (not "arrested for looting", the object's).
GERUND_ADJUNCT_PREPS = frozenset(["after", "before", "since", "while", "upon", "without",
                                  "despite"])
# ... and those whose gerund says how an active clause's subject did it ("manipulated energy
# markets by reporting false prices"), whose understood doer is the active subject; under a
# passive it is the unsaid agent.  ("in" is left out: "passed some of the world's most
# progressive laws in legalizing gay marriage" hangs on the noun as often as on the verb.)
MEANS_GERUND_PREPS = frozenset(["by"])
# Nouns that say, bare after "by", how a thing travels or is sent ("is carried by ship",
# "sent by e-mail"), not who does it.
MEANS_NOUNS = frozenset(["ship", "boat", "sea", "air", "plane", "land", "rail", "train", "truck",
                         "road", "car", "bus", "bicycle", "helicopter", "ambulance", "taxi",
                         "ferry", "foot", "hand", "mail",
                         "e-mail", "email", "post", "courier", "phone", "telephone", "fax",
                         "satellite", "radio", "wire", "video", "videoconference", "computer",
                         "machine", "cable", "pipeline"])
HEARER_OBJECT_FRAMES = frozenset(["tell-01", "remind-01", "assure-01", "inform-01"])
# Verbs whose object before an infinitive is the infinitive's doer, the whole clause what
# is expected or wanted ("Analysts expect the company to report a loss"), never an object
# the infinitive is the purpose of ("need documentation to approve it").
PROPOSITION_OBJECT_VERBS = frozenset(["expect", "want", "wish", "prefer", "predict", "believe"])
# Verbs of letting whose object does what the infinitive after it says ("allowing initial
# plaintiffs to sue"), never the subject's purpose (parse_clauses)
OBJECT_CONTROL_FRAMES = frozenset(["allow-01", "permit-01", "enable-01", "let-01"])
# Verbs whose clause-taking parenthetical ("I know", "he said") governs the main clause.
PARENTHETICAL_VERBS = frozenset(["know", "think", "believe", "say", "tell", "guess", "suppose", "hope", "fear", "feel", "admit", "add", "explain", "reply", "answer", "ask", "wonder", "remember", "see", "imagine", "realize", "understand", "insist", "agree", "declare"])
# ... and those that may also stand between commas inside it ("In 1999, NIST found, the Port
# Authority issued ..."), where "found" cannot be "to found" ("Evan helped found a program").
INSERTED_ATTRIBUTION_VERBS = PARENTHETICAL_VERBS | frozenset(["find"])
# AMR conventions that differ from PropBank's first listed sense.
VERB_SENSES = {"have": "have-03", "go": "go-02", "do": "do-02", "be": "be-01",
               "get": "get-01", "look": "look-01", "come": "come-01", "live": "live-01",
               "say": "say-01", "tell": "tell-01", "think": "think-01", "know": "know-01",
               "see": "see-01", "want": "want-01", "take": "take-01", "give": "give-01",
               "ask": "ask-01", "work": "work-01", "put": "put-01", "keep": "keep-01",
               "leave": "leave-11", "answer": "answer-01", "reply": "reply-01",
               "find": "find-01", "feel": "feel-01", "seem": "seem-01", "let": "let-01",
               "begin": "begin-01", "start": "start-01", "make": "make-01", "play": "play-01",
               "call": "call-01", "turn": "turn-01", "run": "run-02", "show": "show-01",
               "like": "like-01", "love": "love-01", "mean": "mean-01", "believe": "believe-01",
               "understand": "understand-01", "become": "become-01", "try": "try-01"}
ADJECTIVE_CONCEPTS = {"able": "possible-01", "unable": "possible-01", "sure": "sure-02",
                      "afraid": "fear-01", "likely": "likely-01", "certain": "certain-02"}
PRONOUN_CONCEPTS = {"something": "something", "someone": "someone", "somebody": "someone",
                    "anything": "anything", "anyone": "anyone", "anybody": "anyone",
                    "everything": "everything", "everyone": "everyone", "everybody": "everyone",
                    "nothing": "nothing", "nobody": "nobody", "one": "one", "none": "none",
                    "all": "all", "both": "both", "each": "each", "other": "other",
                    "others": "other", "this": "this", "that": "that", "these": "this",
                    "those": "that"}

# Verbs of a change of amount, whose "to" names where the amount ended ("rose $1 to $20"),
# not the top of a range.
CHANGE_VERBS = frozenset(["rise", "fall", "jump", "climb", "drop", "gain", "increase", "decrease",
                          "slip", "grow", "decline", "lose", "add", "cut", "raise", "lower",
                          "slide", "surge", "soar", "tumble", "plunge", "dip", "edge", "sink",
                          "shrink", "reduce", "boost", "advance", "ease"])

# Dashes between numbers ("8-10", "647-7221") as spaCy leaves them, hyphen, en and em dash.
NUMBER_DASHES = frozenset({"-", "\u2013", "\u2014"})

# The units of an army, whose name after another unit's names the unit it belongs to ("the
# division's 3rd Squadron, 7th Cavalry Regiment"): parse_nominals reads it as :part-of.
MILITARY_UNITS = frozenset({"squadron", "regiment", "battalion", "brigade", "division", "corps",
                            "platoon"})
