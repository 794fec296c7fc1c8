"""Word lists of the realizer, in one place (months and weekdays come from the parser's)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import AUXILIARIES, PRONOUNS
from pipeline.backends.builtin.parse_entities import MONTHS as _PARSER_MONTHS

MODALS = {"possible-01": "can", "obligate-01": "must", "permit-01": "may",
          "recommend-01": "should", "likely-01": "will probably", "need-01": None,
          "allow-01": None}
# The source's own modal word, said again for its frame: "may die" stays "may", not "can"
# (possibility said as ability), "might" stays "might", not "could".
MODAL_WORDS = {"possible-01": frozenset({"can", "could", "may", "might"}),
               "permit-01": frozenset({"may", "might", "can", "could"}),
               "obligate-01": frozenset({"must"})}
MODAL_PAST = {"can": "could", "must": "had to", "may": "might", "should": "should",
               "will probably": "would probably"}
# The modal verbs as words of a text, before a bare verb ("will gamble", "could have").
MODAL_VERBS = frozenset(["will", "would", "can", "could", "may", "might", "must", "should",
                         "shall", "'ll"])
# Verbs whose clausal ARG1 reads best without "that", and that make a natural
# parenthetical when their complement is the focus ("..., I know.").
SPEECH = frozenset(["say", "ask", "answer", "reply", "tell", "exclaim", "repeat", "respond", "shout", "cry", "add", "continue", "declare", "explain", "insist", "murmur", "whisper", "order", "command"])
# Verbs whose ARG1 may be a direct quotation, said as the speaker's own words.
QUOTING = SPEECH | frozenset(["claim", "note", "state", "argue", "announce", "admit", "warn",
                              "write", "report", "comment", "stress", "acknowledge"])
# A dash as tokenized: "--", an em or en dash, a hyphen standing alone.
DASH_TOKENS = frozenset(["--", "-", "\u2014", "\u2013"])
# Quotation marks as tokenized: opening, closing, and either.
QUOTE_OPENING = frozenset(["``", "\u201c"])
QUOTE_CLOSING = frozenset(["''", "\u201d"])
QUOTE_MARKS = QUOTE_OPENING | QUOTE_CLOSING | {'"'}
# Single quotation marks, which are also apostrophes: a check that skips every quoting
# token takes them too ("'Sopranos' saga").
SINGLE_QUOTE_MARKS = frozenset(["'", "\u2018", "\u2019"])
ANY_QUOTE_MARKS = QUOTE_MARKS | SINGLE_QUOTE_MARKS
# The possessive endings as tokenized ("Ahold's", "the companies'").
POSSESSIVE_MARKS = frozenset(["'s", "'", "\u2019s", "\u2019"])
# Subject forms of the pronouns (with the generic "one"), and of the personal ones alone.
SUBJECT_PRONOUNS = frozenset(forms[0].lower() for forms in PRONOUNS.values())
PERSONAL_SUBJECT_PRONOUNS = SUBJECT_PRONOUNS - {"one"}
# Every form of "be", and its four finite forms of the third person and the plural.
BE_FORMS = frozenset(["am", "is", "are", "was", "were", "be", "been", "being"])
FINITE_BE = frozenset(["is", "are", "was", "were"])
# Object forms of the personal pronouns.
OBJECT_PRONOUNS = frozenset(["me", "us", "you", "him", "her", "it", "them"])
# Third-person pronouns, whose name a fronted clause or phrase would say after them.
# The pronouns that name a person (not "it"), and the forms of "have" that make a perfect.
PERSON_PRONOUNS = frozenset(["he", "him", "his", "she", "her"])
HAVE_FORMS = frozenset(["has", "have", "had"])
THIRD_PERSON_PRONOUNS = frozenset(["he", "she", "it", "they", "him", "her", "them", "his", "its",
                                   "their", "hers", "theirs", "himself", "herself", "itself",
                                   "themselves"])
THIRD_PERSON_SUBJECTS = THIRD_PERSON_PRONOUNS & SUBJECT_PRONOUNS  # he, she, it, they
COGNITION = frozenset(["know", "think", "believe", "say", "tell", "feel", "guess", "suppose", "hope", "expect", "realize", "understand", "see", "hear", "fear", "imagine", "remember", "notice", "claim", "report", "announce", "mean", "assume", "reckon", "wonder", "agree"])
# Verbs whose clause, refocused, is followed by them as a parenthetical ("..., Peterson
# added", "..., some managers worry"), never as "..., which Peterson added".
ATTRIBUTING = COGNITION | (QUOTING - {"order", "command", "ask"}) | {"worry", "fear", "note"}
# Nouns of a feeling or thought an existential may hold with a "that" clause, each with the
# participle of its verb ("There were fears that ..." is "It was feared that ...":
# realize_verbatim_impersonal).
FEELING_PARTICIPLES = {"fear": "feared", "fears": "feared", "hope": "hoped", "hopes": "hoped",
                       "speculation": "speculated"}
# What a statement is made in or at ("In a televised interview, Duisenberg said ..."): an
# opening "in"/"at" phrase with one of these is the saying's own, and may follow its speaker
# ("..., Duisenberg said in a televised interview"); one of a place or a time ("In Nigeria
# alone, the report estimated ...") may be what was said's.
SAYING_OCCASIONS = frozenset(["statement", "interview", "letter", "speech", "release",
                              "conference", "briefing", "memo", "e-mail", "email", "filing",
                              "testimony", "remarks", "advertisement", "column", "editorial",
                              "broadcast", "hearing", "message", "call", "posting"])
# A participle that opens the occasion itself ("Writing in the journal Geophysical Research
# Letters, Vincent's team said ..."): after its speaker it follows a comma ("..., Vincent's
# team said, writing in the journal ...").
SAYING_PARTICIPLES = frozenset(["speaking", "writing", "testifying", "appearing"])
# Verbs of telling ahead or in passing whose clause, refocused, may still be followed by
# ", which <subject> <verb>": "..., which Clinton did not mention", "..., which Forrester
# forecasts" (an event merely favored or charged is not: "..., which it favors").
MENTIONING = frozenset(["mention", "project", "forecast", "predict"])
CONTROL = frozenset(["want", "try", "need", "decide", "begin", "start", "fail", "hope", "plan", "like", "love", "hate", "refuse", "agree", "learn", "manage", "seem", "continue", "prefer", "promise", "offer", "wish", "attempt", "succeed", "forget", "remember", "intend", "expect", "ask", "order", "tell", "allow"])
# Verbs whose complement's subject is their object: "ordered the monument to be moved", not
# "ordered for the monument to be moved".
OBJECT_CONTROL = frozenset(["order", "want", "need", "expect", "ask", "tell", "allow", "like",
                            "prefer", "require", "urge", "force", "cause", "help", "persuade",
                            "permit", "encourage", "command", "instruct", "invite"])
# Verbs of perceiving and causing whose complement clause is a bare infinitive with its own
# subject: "saw the state ban the weapons", not "saw that the state banned the weapons".
BARE_INFINITIVE_HEADS = frozenset(["see", "hear", "watch", "feel", "notice", "let", "make",
                                   "help", "have"])
# Verbs whose object's state an adjective after it says ("found Peterson guilty").
SMALL_CLAUSE_HEADS = frozenset(["find", "declare", "deem", "judge", "rule", "consider", "prove"])
# Verbs whose complement is only attempted or intended: said as a main clause, it would be
# asserted ("A man who was shot as he tried ran over two marines").
# ("hope" and "expect" stay out: their finite complement keeps them as a parenthetical, "...
# by late September, Frist said he hoped"; "ask" and "order" have their own checks.)
UNREALIZED_COMPLEMENT = frozenset(["try", "attempt", "fail", "refuse", "seek", "want", "plan",
                                   "intend", "wish", "aim", "consider", "threaten", "offer",
                                   "promise", "propose", "agree", "decide", "vow", "pledge",
                                   "prepare", "need", "urge", "demand", "hesitate"])
# Verbs of accusing whose :ARG2 is only alleged: said as a main clause or a relative clause,
# it would be asserted ("His brother who he called the witness deliberately distorted his
# evidence, which Amrozi accused him of", "Syndia that tried to interfere with its customer
# relationships was also accused of it by TSMC").
ALLEGED_COMPLEMENT = frozenset(["accuse", "suspect", "allege", "charge", "indict"])
# Verbs of intending, attempting, expecting or asking whose "to" complement a pseudo-cleft
# can say after "do": "What Attorney Patricia Anderson declined to do was comment on the
# case", "What the court's three-judge tribunal was expected to do was give its verdict"
# (not "give": "What Vivendi has given two weeks to do is sift" loses "itself").
INTENDING = frozenset(["try", "attempt", "seek", "want", "plan", "intend", "wish", "aim", "hope",
                       "expect", "prepare", "agree", "decide", "vow", "pledge", "promise",
                       "offer", "propose", "threaten", "refuse", "decline", "fail", "need",
                       "like", "love", "prefer", "ask", "order", "tell", "require", "urge",
                       "encourage", "press", "persuade", "force", "vote", "design", "struggle",
                       "scramble", "demand", "mean", "choose", "volunteer", "move"])
# Verbs whose "to" complement did happen ("managed to escape"): it may be said as a main clause.
IMPLICATIVE = frozenset(["manage", "succeed", "begin", "start", "continue", "get", "come",
                         "help", "use", "go", "remain", "stop", "cease", "dare", "bother"])
# The "be" that closes an existential's verb group ("there is", "there will be", "there has
# been"), and the words that group may hold before it.
EXISTENTIAL_BE = frozenset(["is", "was", "are", "were", "'s", "be", "been"])
EXISTENTIAL_VERB_GROUP = EXISTENTIAL_BE | frozenset([
    "will", "would", "could", "can", "may", "might", "should", "must", "shall", "has", "have",
    "had", "not", "n't", "also", "still", "always", "never"])
# Heads whose verb agrees with their "of" phrase: "a total of 17 cases have been confirmed".
COLLECTIVE_HEADS = frozenset(["total", "number", "majority", "lot", "lots", "couple", "handful", "host", "variety"])
# Quantifiers that head their "of" phrase and agree with it: "all of those governments have".
QUANTIFIER_HEADS = frozenset(["all", "both", "many", "several", "few", "most"])
# Quantifiers that stand for several things when they head a noun phrase alone: "few were
# predicting", "many have left".
PLURAL_QUANTIFIERS = frozenset(["few", "many", "several", "both"])
# Quantifiers that pick out the members of a known group, one by one or all together: no
# existential can introduce a noun under them ("There are both companies that ..."), and
# as a noun's determiner they are said inside it, never leading it ("Into every affairs
# aspect, ...").
DISTRIBUTIVE_QUANTIFIERS = frozenset(["both", "each", "every", "either", "neither", "all", "any"])
# Quantifiers that stand alone for the things they count ("Neither said whether ...",
# "few were predicting"): no cleft can single them out ("It was neither that said ...").
STANDALONE_QUANTIFIERS = PLURAL_QUANTIFIERS | frozenset(
    ["neither", "either", "none", "nobody", "nothing", "each"])
DETERMINERS = frozenset(["this", "that", "these", "those", "some", "any", "every", "each", "all", "no", "another", "such", "either", "neither", "both", "many", "much", "few", "several", "other"])
# Words that come before an amount they modify: "another $20 billion", "only 12 people".
AMOUNT_DETERMINERS = frozenset(["another", "only", "just"])
# Nouns of a share of a whole ("one third of high-speed trains", "half of the votes"): the
# verb agrees with the whole.
SHARE_NOUNS = frozenset(["half", "third", "quarter", "fifth", "tenth", "fraction", "part",
                         "portion", "majority", "minority", "rest", "remainder", "bulk"])
# Verbs of seeming: an adjective with words of its own after them is "to be ..." ("appears
# to be ready to stand behind her"), not "appears being ready to ...".
SEEMING = frozenset(["seem", "appear"])
# Linking verbs, whose ARG2 the parser gives what they say of the subject ("became
# synonymous with ...", "remains pinned in ...").
LINKING = frozenset(["become", "remain", "stay", "seem", "appear", "look", "sound", "feel",
                     "get", "turn", "grow", "prove", "keep"])
# Linking verbs that do not assert what they say of the subject: "could prove useful" is
# not "is useful", "feels strong" not "is strong".
UNASSERTED_LINKING = frozenset(["seem", "appear", "look", "sound", "feel", "prove"])
# Sentence adverbs that link a sentence to the one before: they open their clause ("However,
# the new vaccine will not ..."), never trail it ("... until 2005 however").
SENTENCE_CONNECTIVES = frozenset(["however", "therefore", "nevertheless", "nonetheless",
                                  "moreover", "furthermore", "consequently", "hence"])
# Nouns of a preposition phrase that links a sentence to the one before ("In fact,", "In
# addition,", "Of course,", "On the whole,"): like SENTENCE_CONNECTIVES they open the sentence.
DISCOURSE_NOUNS = frozenset(["fact", "addition", "contrast", "general", "particular", "short",
                             "turn", "course", "sum", "effect", "brief", "conclusion", "comparison",
                             "theory", "practice", "whole", "best", "worst", "least", "all"])
PRE_VERB_ADVERBS = frozenset(["also", "just", "even", "only", "still", "never", "ever", "already", "really", "always", "often", "sometimes", "usually", "almost", "nearly", "probably", "certainly"])
# Nouns for people that no suffix or lexicon entry reveals (see realize_base.is_human).
# A firm's legal suffix, the last word of its name ("Dell Inc.", "Tyco International Ltd.").
FIRM_SUFFIXES = frozenset(["inc", "inc.", "corp", "corp.", "co", "co.", "ltd", "ltd.", "llc", "plc"])
HUMAN = frozenset(["person", "man", "woman", "boy", "girl", "child", "baby", "king", "prince",
                   "princess", "queen", "friend", "father", "mother", "brother", "sister", "son",
                   "daughter", "husband", "wife", "parent", "people", "grown-up", "adult", "lady",
                   "gentleman", "official", "president", "pilot", "doctor", "lawyer", "judge",
                   "executive", "chief", "guest", "patient", "victim", "expert", "student",
                   "citizen", "resident", "individual", "sailor", "soldier", "police", "staff",
                   # "the shooter ran away from an officer who chased him": not "it"
                   "shooter"])
FEMALE = frozenset(["woman", "girl", "queen", "princess", "mother", "sister", "lady", "daughter",
                    "wife", "spokeswoman", "chairwoman", "businesswoman"])
UNIT_CONCEPTS = frozenset({"temporal-quantity", "monetary-quantity", "distance-quantity",
                            "mass-quantity", "volume-quantity", "area-quantity"})
# The parser's month table lists the twelve full names first, then abbreviations.
MONTH_NAMES = [name.capitalize() for name in list(_PARSER_MONTHS)[:12]]
# Prepositions of non-core roles; clause order follows this table.
ROLE_PREPOSITIONS: dict[str, str] = {
    ":instrument": "with", ":accompanier": "with", ":location": "in", ":destination": "to",
    ":source": "from", ":path": "through", ":beneficiary": "for", ":topic": "about",
    ":duration": "for", ":medium": "in", ":example": "such as", ":extent": "for",
    ":direction": "", ":frequency": "", ":time": "", ":manner": "", ":purpose": "",
    ":cause": "because", ":condition": "if", ":concession": "although",
    ":compared-to": "than", ":subevent-of": "during", ":part-of": "of", ":consist-of": "of",
}
CLAUSE_CONNECTIVE = {":cause": "because", ":condition": "if", ":concession": "although",
                      ":time": "when", ":purpose": "so that", ":manner": "by"}
# Words that open an adverbial clause; the source's own one keeps its meaning ("since",
# "as", "after" are not "when").
SUBORDINATORS = frozenset(["after", "as", "because", "before", "if", "once", "since", "though",
                           "although", "unless", "until", "when", "whenever", "while",
                           "whereas"])
INVERTED_CONNECTIVES = {"cause-01": ("because", ":ARG0", ":ARG1"),
                         "have-concession-91": ("although", ":ARG2", ":ARG1"),
                         "have-condition-91": ("if", ":ARG2", ":ARG1"),
                         "contrast-01": ("but", ":ARG2", ":ARG1")}
RELATIVE_FOR_ROLE = {":purpose": "for which", ":time": "when", ":location": "where",
                      ":cause": "which is why", ":manner": "which is how",
                      ":condition": "in which case", ":instrument": "with which",
                      ":concession": "and yet"}
WH_WORDS = {":ARG0": "who", ":ARG1": "what", ":ARG2": "what", ":location": "where",
             ":time": "when", ":manner": "how", ":cause": "why", ":purpose": "why",
             ":quant": "how many", ":degree": "how", ":mod": "what", ":duration": "how long",
             ":source": "where", ":destination": "where"}
PREPOSITION_CONCEPTS = frozenset(["after", "before", "since", "until", "among", "around", "between", "near", "behind", "inside", "outside", "beyond", "above", "below", "under", "across", "against", "toward", "through", "during", "within", "without",
                                   "over", "into", "onto", "upon", "off", "past", "along", "atop"])
PREPOSITIONS = frozenset(["of", "to", "in", "on", "at", "by", "for", "with", "from", "into", "onto", "about", "over", "under", "through", "after", "before", "since", "until", "during", "without", "within", "among", "between", "against", "versus", "vs", "vs.", "toward", "towards", "upon", "across", "behind", "beyond", "near", "like", "than", "off", "out", "around", "inside", "outside", "along", "past", "throughout", "amid", "despite", "beneath", "beside", "via", "per", "unlike", "amongst", "alongside", "underneath", "regarding", "concerning"])
POSSESSIVE_DETERMINERS = frozenset(["my", "your", "his", "her", "its", "our", "their"])
# Nouns of a body of people that acts as one ("PeopleSoft's board", "Shelley's office"): a
# doer that a cleft may pick out as a person is ("It is PeopleSoft's board that has ...").
GROUP_NOUNS = frozenset(["board", "office", "team", "group", "coalition", "government",
                         "campaign", "committee", "panel", "staff", "administration", "family",
                         "department", "agency", "company", "party", "firm", "union"])
# Determiners that open only a noun phrase: an "-ing" word after one is a noun ("a briefing").
ARTICLES = frozenset(["a", "an", "the"])
NOUN_DETERMINERS = ARTICLES | POSSESSIVE_DETERMINERS
DEMONSTRATIVES = frozenset(["this", "that", "these", "those"])
# The words after "to" that open a noun phrase: "to" before one is a preposition, never an
# infinitive's ("agreed to a lifetime ban", "talking to other bands").
NOUN_PHRASE_OPENERS = NOUN_DETERMINERS | DEMONSTRATIVES | frozenset(["some", "any", "no", "all"])
# The relations of a person to a role ("his daughter", "chief executive of Intel").
ROLE_RELATIONS = frozenset(["have-rel-role-91", "have-org-role-91"])
SKIPPABLE = frozenset(["the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their", "some", "any", "all", "every", "each", "no", "very", "most", "more"])
# Nouns plural in form and agreement without an -s: "police have", "cattle were".
PLURAL_ONLY = frozenset(["police", "cattle"])
# Adjectives of measure the parser makes a concept with a :quant ("20-mile-long":
# (m / mile-long :quant 20)).
MEASURE_SUFFIXES = ("-old", "-long", "-wide", "-high", "-deep", "-tall", "-thick")
# Verbs of a state, said in the passive only as broken English ("Faith ... was also had by
# him", "$4.1 million in fees are included by the settlement").
NO_PASSIVE = frozenset(["have", "lack", "resemble", "include", "contain", "feature", "sport",
                        "cost",
                        "equal", "total", "comprise", "mean", "weigh", "fit", "suit", "possess",
                        "face", "average", "number", "measure", "span", "last",
                        # and verbs of motion whose "object" is a phrase of the verb ("went on
                        # trial", not "Trial was gone on")
                        "go", "come",
                        # and verbs whose undergoer is their subject ("prices rose", not "8
                        # percent was risen by shares"; "raise" is the transitive)
                        "rise", "fall", "arrive", "happen", "occur",
                        # and verbs whose subject undergoes or gets what the object names
                        # ("Kidney failure had been suffered by White", "The money was gotten
                        # by ..."); "receive" keeps its passive ("The Nobel Peace Prize was
                        # received last year by Carter")
                        "get", "suffer", "enjoy", "encounter", "undergo", "sustain", "incur",
                        # and verbs whose passive says another thing: a clause said ("... was
                        # said by Pentagon officials"), a point shed or a place entered ("The
                        # United States was entered by Mr. Manuel"), a rival battled, a
                        # person met (greeted); "see" keeps its passive of perception ("I was
                        # seen by the man who left")
                        "say", "shed", "enter", "battle", "meet",
                        # ("Unpatched Windows 2000 machines ... are worked on by that exploit"
                        # for "That exploit works on ...": runs on, not is repaired by)
                        "work",
                        # and "put", whose place phrase makes its idioms ("puts the Supreme
                        # Court back into the debate", "puts 33 million pages at the disposal of")
                        "put"])
VERB_GROUP_ADVERBS = frozenset(["not", "n't", "never", "also", "just", "often", "always", "still",
                                 "already", "really", "probably", "even", "sometimes", "usually",
                                 "ever", "soon", "then", "certainly", "only", "now", "since",
                                 "currently", "recently", "previously", "reportedly",
                                 "allegedly", "apparently", "generally", "typically", "finally",
                                 "actually", "initially", "almost",  # "will almost certainly fan"
                                 "likely",  # "would likely result"
                                 "instead"])  # "will instead create": not "it creates"
# A text's words without its marks ("week's", "two-year", "n't" kept whole).
TEXT_WORD = re.compile(r"[\w'-]+")
# The finite forms of report verbs a closing report is said with ("..., Klein said in a
# statement"), as a regex alternation for the text checks that read such a report.
REPORT_VERB_FORMS = "said|says|told|tells|added|adds|wrote|writes|stated|announced"
REPORT_VERBS = frozenset(REPORT_VERB_FORMS.split("|"))
# The words that open a relative clause: its pronouns, and the adverbs of a place or time.
RELATIVE_PRONOUNS = frozenset(["who", "whom", "whose", "which", "that"])
RELATIVE_ADVERBS = frozenset(["where", "when"])
QUESTION_OPENERS = frozenset(["what", "who", "whom", "whose", "which", "why", "where", "when",
                              "how", "whether"]) | AUXILIARIES
TIME_PREPOSITIONS = frozenset(["in", "on", "at", "during", "before", "after", "since", "until",
                               "by", "for", "over", "throughout", "within", "till"])
# Time prepositions that say a span, which a fronted time keeps: "Since late 1999, ...",
# "During its first week, ..." ("In late 1999" or "At its first week" change the meaning).
SPAN_PREPOSITIONS = frozenset(["since", "during", "until", "till", "throughout"])
# The marks of a day's half after a clock time ("10:30 a.m.", "2 p.m. Tuesday").
DAY_PERIODS = frozenset(["a.m.", "p.m.", "am", "pm"])
TIME_WORDS = frozenset(["then", "now", "once", "today", "yesterday", "tomorrow", "before", "after", "soon", "later", "ago", "again", "always", "never", "ever", "already", "still", "recently"])
# Bare nouns that make a preposition a sentence adverbial or a time ("In fact, ...", "At
# night, ..."), unlike a verb's idiom ("set plans in motion", "put the deal on hold").
LEAD_PHRASE_NOUNS = frozenset(["fact", "addition", "contrast", "general", "particular", "total",
                               "practice", "theory", "turn", "response", "return", "short",
                               "night", "noon", "midnight", "dawn", "dusk", "daybreak",
                               "morning", "afternoon", "evening", "first", "last", "time",
                               "telephone", "phone", "email", "e-mail", "radio", "mail"])

# Verbs whose place or time phrase right after them is their complement, not a setting:
# "came in an attempt to quiet ...", "will remain in Toronto", "fall under that definition".
STRANDED_VERBS = frozenset(["come", "go", "fall", "remain", "stay", "live", "reside", "lie",
                            "belong", "stem", "rest", "result", "originate"])
# Nouns of what a thing has ("a company with a history of ...", "options with a value of
# ..."): after a noun, a "with" phrase of one describes that noun, not the event.
ATTRIBUTE_NOUNS = frozenset(["value", "history", "revenue", "revenues", "worth", "population",
                             "capacity", "budget", "sales", "assets", "reputation", "record",
                             "market", "stake", "staff", "workforce", "membership", "balance"])
# Nouns an infinitive right after describes ("the right to draft James", "a plan to attack
# obesity"): the infinitive is no purpose of the clause.
INFINITIVE_NOUNS = frozenset(["right", "rights", "plan", "plans", "decision", "effort", "efforts",
                              "attempt", "bid", "chance", "opportunity", "ability", "authority",
                              "permission", "power", "need", "way", "ways", "move", "proposal",
                              "deal", "agreement", "promise", "pledge", "order", "request",
                              "call", "push", "campaign", "drive", "license", "licence", "time",
                              "plot", "scheme", "strategy", "program", "programme", "initiative",
                              "process", "approval", "option", "bill", "legislation", "measure",
                              "law", "rule", "mandate", "commitment", "intention", "desire"])


# Finite forms of "be" before a verb's "-ing": a progressive, no gerund ("she testified that
# she was referring to the kissing")
PROGRESSIVE_BE = frozenset({"is", "are", "was", "were", "am", "'s", "'re", "'m"})


# Verbs of inclusion: their subject is the whole that holds the members, no doer ("The
# manufacturers include Fujitsu Ltd., ..."), so it is not "the ones who include" them.
INCLUSION_VERBS = frozenset(["include-01", "include-91", "contain-01", "comprise-01",
                             "consist-01"])

# Nouns whose content a clause can say without "that" ("the fact the Fed has done nothing"),
# which spaCy hangs below them as a relative clause (parse_nominals)
BARE_CONTENT_NOUNS = frozenset(["fact", "claim", "belief", "notion", "idea", "news", "hope",
                                "fear", "assumption", "suspicion", "possibility", "evidence",
                                "sign", "indication", "assurance", "realization", "view",
                                "argument", "theory", "speculation", "expectation", "concern",
                                "conclusion", "suggestion", "word"])

# Words inside a verb group too, or its perfect or modal is lost: "prosecutors have not yet
# testified" (not "did not testify ... yet"), a floating quantifier and a degree adverb,
# "Bombardier and Embraer will each deliver 85 jets", "It would also further reduce capital
# expenditure" (not "... deliver 85 jets", "It also reduces capital expenditure")
VERB_GROUP_ADVERBS = VERB_GROUP_ADVERBS | frozenset(["yet", "each", "further"])

# Adjectives of a modal frame ("it is likely the two signed"): a past event under them is
# said with the perfect after the modal ("will probably have signed").
MODAL_ADJECTIVES = frozenset(["possible", "likely", "probable", "impossible", "unlikely"])

# Verbs whose prepositional phrase is their complement, not a free place or time ("Their
# belief was based on speculation that ...", "The computers were located in the United
# States", "The Belgian probe centred on allegations ..."): fronted, it strands the verb
# ("On speculation that ..., their belief was based"); clefted it keeps its sense.
COMPLEMENT_VERBS = frozenset(["base", "rely", "depend", "consist", "hinge", "center", "centre",
                              "focus", "locate", "headquarter", "target", "aim"])

# More nouns that take an infinitive of their content, beyond INFINITIVE_NOUNS: "reiterated
# his stance Wednesday to not prop up the budget" (not the purpose of reiterating)
CONTENT_INFINITIVE_NOUNS = INFINITIVE_NOUNS | frozenset(["stance", "position", "vow", "threat",
                                                         "offer", "motion", "vote", "refusal",
                                                         "willingness", "readiness",
                                                         # "declined invitations to speak"
                                                         "invitation", "invitations"])

# Prepositions whose gerund object has no subject of its own ("get sick from drinking the
# water", "paid penalties for not meeting the targets", "in winning the Honda Indy 225"):
# its doer is understood from the clause around it (realize_gerund_agents).
GERUND_OBJECT_PREPS = frozenset([
    "from", "for", "of", "in", "on", "by", "about", "with", "against", "at", "to", "into",
    "after", "before", "since", "while", "upon", "without", "despite", "toward", "towards"])

# Verbs whose thing-affected is also their active subject ("the quarter ended May 30": "its
# quarter that ended May 30" says the same): a participle of one after its noun may be said
# as the noun's active verb (realize_past_participles).
ACTIVE_PATIENT_VERBS = frozenset(["end", "close", "begin", "start", "finish", "open", "expire",
                                  "conclude"])
# Units of a change in a price or level ("was up a penny", "down nearly a full percentage
# point"): an amount, no thing that exists ("There was a penny that Lucent's stock was up
# at $2.22" for "Lucent's stock was up a penny at $2.22").
CHANGE_UNITS = frozenset(["penny", "pennies", "cent", "cents", "point", "points", "percent",
                          "dollar", "dollars"])

# Determiners of a quantified, non-referring noun phrase ("some Boston managers", "no
# recourse", "every computer", "none of Dean's opponents", "most of the 250 persons"): a
# cleft picks out one referent against others, which such a phrase does not name
# (realize_quantified_clefts).
QUANTIFIER_DETERMINERS = frozenset(["some", "many", "all", "every", "each", "no", "none", "any",
                                    "most", "few", "several", "much", "neither"])

# Particles of a phrasal verb said after its object ("shut the plant down"), which a verbatim
# move must not part from their verb.
PARTICLES = frozenset(["up", "out", "off", "down", "away", "back", "in", "over", "on"])
