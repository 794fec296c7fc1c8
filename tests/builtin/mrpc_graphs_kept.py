"""MRPC train sentences whose kept paraphrases read as broken in issue 12's fourth round,
as the built-in parser read them (data, so that the realizer tests do not move with the parser)."""

MRPC_HEATING_OIL = """# ::snt October heating oil ended down 0.41 cent to 70.74 cents a gallon.
# ::tok October heating oil ended down 0.41 cent to 70.74 cents a gallon .
(e / end-01~e.3
   :ARG1 (o / oil~e.2
            :mod (d / date-entity~e.0
                    :month 10~e.0)
            :mod (h / heat-01~e.1))
   :direction (d2 / down~e.4
                  :destination (m / monetary-quantity~e.9
                                  :quant 70.74~e.8
                                  :unit (c / cent~e.9)
                                  :mod (g / gallon~e.11))))"""

MRPC_TROOPS = """# ::snt The American troops from 3-15 infantry, who also defend the compound of the Falluja mayor, have been attacked on two occasions.
# ::tok The American troops from 3 - 15 infantry , who also defend the compound of the Falluja mayor , have been attacked on two occasions .
(a / attack-01~e.21
   :ARG1 (t / troop~e.2
            :mod (a2 / american~e.1)
            :source (i / infantry~e.7
                       :quant 3~e.4)
            :ARG0-of (d / defend-01~e.11
                        :ARG1 (c / compound~e.13
                                 :mod (m / mayor~e.17
                                         :mod (o / organization~e.16
                                                 :name (n / name~e.16
                                                          :op1 "Falluja"~e.16))))
                        :mod (a3 / also~e.10)))
   :location (o2 / occasion~e.24
                 :quant 2~e.23))"""

MRPC_ARMSTRONG = """# ::snt Armstrong, 31, battled testicular cancer that spread to his brain.
# ::tok Armstrong , 31 , battled testicular cancer that spread to his brain .
(b / battle-01~e.4
   :ARG0 (a / armstrong~e.0)
   :ARG1 (c / cancer~e.6
            :mod (t / testicular~e.5)
            :ARG0-of (s / spread-01~e.8
                        :ARG2 (b2 / brain~e.11
                                  :part-of (h / he~e.10)))))"""

MRPC_PARADE = """# ::snt The Fourth of July Parade begins at 10:30 a.m. on Redwood Road, above the Sequoia and Redwood intersection.
# ::tok The Fourth of July Parade begins at 10:30 a.m. on Redwood Road , above the Sequoia and Redwood intersection .
(b / begin-01~e.5
   :ARG0 (e / event~e.4
            :name (n / name~e.4
                     :op1 "Fourth"~e.1
                     :op2 "of"~e.2
                     :op3 "July"~e.3
                     :op4 "Parade"~e.4))
   :time (d / date-entity~e.8
            :time "10:30"~e.7)
   :location (f / facility~e.11
                :name (n2 / name~e.11
                          :op1 "Redwood"~e.10
                          :op2 "Road"~e.11)
                :location (a / above~e.13
                             :op1 (i / intersect-01~e.18
                                     :mod (a2 / and~e.16
                                              :op1 (o / organization~e.15
                                                      :name (n3 / name~e.15
                                                                :op1 "Sequoia"~e.15))
                                              :op2 (p / person~e.17
                                                      :name (n4 / name~e.17
                                                                :op1 "Redwood"~e.17)))))))"""

MRPC_EVERETT = """# ::snt The Fourth of July parade begins at 11 a.m. in downtown Everett, at Colby and Hewitt avenues.
# ::tok The Fourth of July parade begins at 11 a.m. in downtown Everett , at Colby and Hewitt avenues .
(b / begin-01~e.5
   :ARG0 (e / event~e.4
            :name (n / name~e.4
                     :op1 "Fourth"~e.1
                     :op2 "of"~e.2
                     :op3 "July"~e.3
                     :op4 "parade"~e.4))
   :time (d / date-entity~e.8
            :time "11:00"~e.7
            :location (p / person~e.11
                         :name (n2 / name~e.11
                                   :op1 "Everett"~e.11)
                         :mod (d2 / downtown~e.10)))
   :location (a / avenue~e.17
                :mod (a2 / and~e.15
                         :op1 (c / city~e.14
                                 :name (n3 / name~e.14
                                           :op1 "Colby"~e.14))
                         :op2 (c2 / city~e.16
                                  :name (n4 / name~e.16
                                            :op1 "Hewitt"~e.16)))))"""

MRPC_KUBY = """# ::snt "He would often call me for advice," said lawyer Ron Kuby, a friend who had represented him in court.
# ::tok " He would often call me for advice , " said lawyer Ron Kuby , a friend who had represented him in court .
(s / say-01~e.10
   :ARG0 (p / person~e.13
            :name (n / name~e.13
                     :op1 "Ron"~e.12
                     :op2 "Kuby"~e.13)
            :mod (l / lawyer~e.11))
   :ARG1 (c / call-01~e.4
            :ARG0 (h / he~e.1)
            :ARG1 (i / i~e.5)
            :time (o / often~e.3)
            :purpose (a / advise-01~e.7)))"""

MRPC_SMALLER = """# ::snt A smaller number, 8 per cent, looked for higher profits through price increases.
# ::tok A smaller number , 8 per cent , looked for higher profits through price increases .
(l / look-01~e.8
   :ARG0 (n / number~e.2
            :ARG1-of (h / have-degree-91~e.1
                        :ARG2 (s / small~e.1)
                        :ARG3 (m / more~e.1)))
   :ARG1 (p2 / profit~e.11
             :ARG1-of (h3 / have-degree-91~e.10
                          :ARG2 (h2 / high-02~e.10)
                          :ARG3 (m2 / more~e.10)))
   :path (i / increase~e.14
            :mod (p3 / price~e.13)))"""

MRPC_CHOLERA = """# ::snt A total of 17 cases have been confirmed in the southern city of Basra, the Organization said.
# ::tok A total of 17 cases have been confirmed in the southern city of Basra , the Organization said .
(s / say-01~e.17
   :ARG0 (o / organization~e.16
            :name (n / name~e.16
                     :op1 "Organization"~e.16))
   :ARG1 (c / confirm-01~e.7
            :ARG1 (t / total~e.1
                     :mod (c2 / case~e.4
                              :quant 17~e.3))
            :location (c3 / city~e.11
                          :mod (s2 / southern~e.10)
                          :mod (c4 / city~e.13
                                   :name (n2 / name~e.13
                                             :op1 "Basra"~e.13)))))"""

MRPC_DELL = """# ::snt Dell made $950,000 in salary and nearly $2.5 million in bonus pay during the fiscal year.
# ::tok Dell made $ 950,000 in salary and nearly $ 2.5 million in bonus pay during the fiscal year .
(m / make-01~e.1
   :ARG0 (d / dell~e.0)
   :ARG1 (a / and~e.6
            :op1 (m2 / monetary-quantity~e.3
                     :quant 950000~e.3
                     :unit (d2 / dollar~e.3)
                     :mod (t / thing~e.2)
                     :location (s / salary~e.5))
            :op2 (m3 / monetary-quantity~e.10
                     :quant 2500000~e.9
                     :unit (d3 / dollar~e.7)
                     :location (p / pay~e.13
                                  :mod (b / bonus~e.12))))
   :time (y / year~e.17
            :mod (f / fiscal~e.16)))"""

MRPC_EUREX = """# ::snt Eurex said "the vast majority" of trades on Eurex US would be priced at 20 cents per contract or less depending on "participation in incentive schemes".
# ::tok Eurex said " the vast majority " of trades on Eurex US would be priced at 20 cents per contract or less depending on " participation in incentive schemes " .
(s / say-01~e.1
   :ARG0 (o / organization~e.0
            :name (n / name~e.0
                     :op1 "Eurex"~e.0))
   :ARG1 (p / price-01~e.14
            :ARG1 (m / majority~e.5
                     :mod (v / vast~e.4)
                     :mod (t / trade~e.8
                             :location (o2 / organization~e.11
                                           :name (n2 / name~e.11
                                                     :op1 "Eurex"~e.10
                                                     :op2 "US"~e.11))))
            :ARG2 (o3 / or~e.20
                      :op1 (m2 / monetary-quantity~e.17
                               :quant 20~e.16
                               :unit (c / cent~e.17)
                               :mod (c2 / contract~e.19))
                      :op2 (l / less~e.21))))"""

MRPC_WEBTV = """# ::snt WebTV was sold to Microsoft in 1997 for $425 million and today is called MSN TV.
# ::tok WebTV was sold to Microsoft in 1997 for $ 425 million and today is called MSN TV .
(a / and~e.11
   :op1 (s / sell-01~e.2
           :ARG1 (w / webtv~e.0)
           :ARG2 (t / to~e.3)
           :time (d / date-entity~e.6
                    :year 1997~e.6)
           :ARG3 (m / monetary-quantity~e.10
                    :quant 425000000~e.9
                    :unit (d2 / dollar~e.8)))
   :op2 (c / call-01~e.14
           :ARG1 (t2 / today~e.12)
           :ARG2 (o / organization~e.16
                    :name (n / name~e.16
                             :op1 "MSN"~e.15
                             :op2 "TV"~e.16))))"""

MRPC_SOLUTIA = """# ::snt Under the settlement, Solutia will pay $50 million in equal installments over a period of 10 years.
# ::tok Under the settlement , Solutia will pay $ 50 million in equal installments over a period of 10 years .
(p / pay-01~e.6
   :ARG0 (o / organization~e.4
            :name (n / name~e.4
                     :op1 "Solutia"~e.4))
   :ARG1 (m / monetary-quantity~e.9
            :quant 50000000~e.8
            :unit (d / dollar~e.7)
            :location (i / installment~e.12
                         :ARG1-of (e / equal-01~e.11)))
   :location (b / below~e.0
                :op1 (s / settle-02~e.2))
   :location (p2 / period~e.15
                 :mod (d2 / date-entity~e.18
                          :day 10~e.17)))"""

MRPC_INCENTIVE = """# ::snt The vast majority of trades will be priced at 20 cents per contract or less depending on participation in incentive schemes."
# ::tok The vast majority of trades will be priced at 20 cents per contract or less depending on participation in incentive schemes . "
(p / price-01~e.7
   :ARG1 (m / majority~e.2
            :mod (v / vast~e.1)
            :mod (t / trade~e.4))
   :ARG2 (o / or~e.13
            :op1 (m2 / monetary-quantity~e.10
                     :quant 20~e.9
                     :unit (c / cent~e.10)
                     :mod (c2 / contract~e.12))
            :op2 (l / less~e.14))
   :manner (d / depend-01~e.15
              :ARG0 m
              :ARG1 (p2 / participate-01~e.17
                        :ARG1 (s / scheme~e.20
                                 :mod (i / incentive~e.19)))))"""

MRPC_MARATHON = """# ::snt "This will be a marathon, not a sprint," said Jimmy D. Staton, a senior vice president with the utility.
# ::tok " This will be a marathon , not a sprint , " said Jimmy D. Staton , a senior vice president with the utility .
(s / say-01~e.12
   :ARG0 (p / person~e.15
            :name (n / name~e.15
                     :op1 "Jimmy"~e.13
                     :op2 "D."~e.14
                     :op3 "Staton"~e.15))
   :ARG1 (m / marathon~e.5
            :polarity -~e.7
            :domain (t / this~e.1)))"""

MRPC_NELSON = """# ::snt But Nelson claims he did it because he was drunk on beer, not because Rosenbaum was jewish.
# ::tok But Nelson claims he did it because he was drunk on beer , not because Rosenbaum was jewish .
(c4 / contrast-01~e.0
    :ARG2 (c3 / cause-01~e.17
              :ARG0 (j / jewish~e.17
                       :domain (o / organization~e.15
                                  :name (n2 / name~e.15
                                            :op1 "Rosenbaum"~e.15))
                       :polarity -~e.13)
              :ARG1 (c / claim-01~e.2
                       :ARG0 (p / person~e.1
                                :name (n / name~e.1
                                         :op1 "Nelson"~e.1))
                       :ARG1 (d / do-02~e.4
                                :ARG0 (h / he~e.3)
                                :ARG1 (i / it~e.5)
                                :ARG1-of (c2 / cause-01~e.9
                                             :ARG0 (d2 / drunk~e.9
                                                       :domain h
                                                       :location (b / beer~e.11)))))))"""

MRPC_WHO = """# ::snt The WHO says the latest case does not fit its profile of SARS and is not a public health concern.
# ::tok The WHO says the latest case does not fit its profile of SARS and is not a public health concern .
(s / say-01~e.2
   :ARG0 (o / organization~e.1
            :name (n / name~e.1
                     :op1 "WHO"~e.1))
   :ARG1 (a / and~e.13
            :op1 (f / fit-01~e.8
                    :ARG0 (c / case~e.5
                             :ARG1-of (h / have-degree-91~e.4
                                         :ARG2 (l / late-02~e.4)
                                         :ARG3 (m / most~e.4)))
                    :ARG1 (p / profile~e.10
                             :poss (i / it~e.9)
                             :mod (s2 / sars~e.12))
                    :polarity -~e.7)
            :op2 (c2 / concern~e.19
                     :mod (h2 / health~e.18
                              :ARG1-of (p2 / public-02~e.17))
                     :domain c
                     :polarity -~e.15)))"""

MRPC_BAN = """# ::snt Some Boston bar managers said they worry that banning smoking will create a hazard as groups of smokers huddle outside on sidewalks and in parking lots to smoke.
# ::tok Some Boston bar managers said they worry that banning smoking will create a hazard as groups of smokers huddle outside on sidewalks and in parking lots to smoke .
(s / say-01~e.4
   :ARG0 (p / person~e.3
            :ARG0-of (m / manage-01~e.3)
            :quant (s2 / some~e.0)
            :mod (c / city~e.1
                    :name (n / name~e.1
                             :op1 "Boston"~e.1))
            :mod (b / bar~e.2))
   :ARG1 (w / worry-01~e.6
            :ARG0 p
            :ARG1 (c2 / create-01~e.11
                      :ARG0 (b2 / ban-01~e.8
                                :ARG1 (s3 / smoke-01~e.9))
                      :ARG1 (h / hazard~e.13)
                      :ARG4 (g / group~e.15
                               :mod (p2 / person~e.17
                                        :ARG0-of (s4 / smoke-02~e.17))
                               :ARG0-of (h2 / huddle-01~e.18
                                            :location (o / outside~e.19)
                                            :location (s5 / sidewalk~e.21)
                                            :purpose (s6 / smoke-01~e.27))))))"""
