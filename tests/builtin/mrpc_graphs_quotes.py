"""MRPC sentences with direct quotations (issue 12: the realizer rebuilt the quoted words and
lost the speaker's apposition), as the built-in parser read them (data, so that the realizer
tests do not move with the parser)."""

MRPC_HERNANDEZ = """# ::snt "It's amazing to be part of an industry that rewards its young," said Hernandez, who only graduated from Parsons School of Design last May.
# ::tok " It 's amazing to be part of an industry that rewards its young , " said Hernandez , who only graduated from Parsons School of Design last May .
(s / say-01~e.16
   :ARG0 (p / person~e.17
            :name (n / name~e.17
                     :op1 "Hernandez"~e.17)
            :ARG0-of (g / graduate-01~e.21
                        :mod (o / only~e.20)
                        :ARG2 (o2 / organization~e.24
                                  :name (n2 / name~e.24
                                            :op1 "Parsons"~e.23
                                            :op2 "School"~e.24
                                            :op3 "of"~e.25
                                            :op4 "Design"~e.26)
                                  :mod (m / may~e.28))))
   :ARG1 (a / amaze-01~e.3
            :ARG0 (i / it~e.1)
            :ARG1 (p2 / part~e.6
                      :ARG1-of (i2 / include-91~e.7
                                   :ARG2 (i3 / industry~e.9
                                             :ARG0-of (r / reward-01~e.11
                                                         :ARG1 (y / young~e.13))))
                      :domain i)))"""

MRPC_SHUTTLE = """# ::snt "It is probably not the easiest time to come in and take over the shuttle program, but then again, I look forward to the challenge," he said.
# ::tok " It is probably not the easiest time to come in and take over the shuttle program , but then again , I look forward to the challenge , " he said .
(s / say-01~e.31
   :ARG0 (h / he~e.30)
   :ARG1 (c / contrast-01~e.18
            :ARG1 (t / time~e.7
                     :ARG1-of (h2 / have-degree-91~e.6
                                  :ARG2 (e / easy-05~e.6)
                                  :ARG3 (m / most~e.6))
                     :ARG1-of (c2 / come-01~e.9
                                  :mod (i2 / in~e.10))
                     :domain (i / it~e.1)
                     :mod (p / probable~e.3)
                     :polarity -~e.4)
            :ARG2 (l / look-01~e.23
                     :ARG0 (i3 / i~e.22)
                     :time (t2 / then~e.19)
                     :mod (a / again~e.20)
                     :direction (f / forward~e.24)
                     :ARG2 (c3 / challenge~e.27))))"""

MRPC_SPRAYREGEN = """# ::snt "It remains to be seen whether the revenue recovery will be short- or long-lived," said James Sprayregen, UAL bankruptcy attorney, in court.
# ::tok " It remains to be seen whether the revenue recovery will be short- or long-lived , " said James Sprayregen , UAL bankruptcy attorney , in court .
(s / say-01~e.17
   :ARG0 (p / person~e.19
            :name (n / name~e.19
                     :op1 "James"~e.18
                     :op2 "Sprayregen"~e.19)
            :location (c / court~e.26))
   :ARG1 (r / remain-01~e.2
            :ARG1 (i / it~e.1)
            :ARG2 (s2 / see-01~e.5
                      :ARG1 i
                      :ARG2 (s3 / short~e.12
                                :domain (r2 / recover-01~e.9
                                            :mod (r3 / revenue~e.8))))))"""


MRPC_WEATHERALL = """# ::snt The anguish will begin to end and the healing will commence,'' delegation leader Bob Weatherall told Reuters by telephone.
# ::tok The anguish will begin to end and the healing will commence , '' delegation leader Bob Weatherall told Reuters by telephone .
(t / tell-01~e.17
   :ARG0 (p / person~e.16
            :name (n / name~e.16
                     :op1 "Bob"~e.15
                     :op2 "Weatherall"~e.16)
            :mod (p2 / person~e.14
                     :ARG0-of (l / lead-02~e.14)
                     :mod (d / delegation~e.13)))
   :ARG2 (o / organization~e.18
            :name (n2 / name~e.18
                      :op1 "Reuters"~e.18))
   :ARG1 (a / and~e.6
            :op1 (b / begin-01~e.3
                    :ARG0 (a2 / anguish~e.1)
                    :ARG1 (e / end-01~e.5
                             :ARG0 a2))
            :op2 (c / commence-01~e.10
                    :ARG0 (h / heal-01~e.8)))
   :manner (t2 / telephone~e.20))"""

MRPC_LOUISIANA = """# ::snt "We have sent a message to the nation that this is a new Louisiana," she told a victory party in New Orleans.
# ::tok " We have sent a message to the nation that this is a new Louisiana , " she told a victory party in New Orleans .
(t / tell-01~e.18
   :ARG0 (s / she~e.17)
   :ARG2 (p / party~e.21
            :mod (v / victory~e.20)
            :location (c / city~e.24
                         :name (n / name~e.24
                                  :op1 "New"~e.23
                                  :op2 "Orleans"~e.24)))
   :ARG1 (s2 / send-01~e.3
             :ARG0 (w / we~e.1)
             :ARG1 (m / message~e.5
                      :mod (s3 / state~e.14
                               :name (n2 / name~e.14
                                         :op1 "Louisiana"~e.14)
                               :ARG1-of (n3 / new-01~e.13)
                               :domain (t2 / this~e.10)))
             :ARG2 (t3 / to~e.6)))"""

MRPC_POWERS_ACCORDING = """# ::snt Before Sunday, 19 firefighters assigned to wildfires had died on duty this year, according to Tracey Powers of the National Interagency Fire Center in Boise.
# ::tok Before Sunday , 19 firefighters assigned to wildfires had died on duty this year , according to Tracey Powers of the National Interagency Fire Center in Boise .
(d / die-01~e.9
   :ARG1 (f / firefighter~e.4
            :quant 19~e.3
            :ARG1-of (a / assign-01~e.5
                        :ARG2 (w / wildfire~e.7)))
   :time (b / before~e.0
            :op1 (d2 / date-entity~e.1
                     :weekday (s / sunday~e.1)))
   :location (d3 / duty~e.11)
   :time (y / year~e.13
            :mod (t / this~e.12))
   :ARG1-of (s2 / say-01~e.15
                :ARG0 (o / organization~e.18
                         :name (n / name~e.18
                                  :op1 "Tracey"~e.17
                                  :op2 "Powers"~e.18)
                         :mod (o2 / organization~e.24
                                  :name (n2 / name~e.24
                                            :op1 "National"~e.21
                                            :op2 "Interagency"~e.22
                                            :op3 "Fire"~e.23
                                            :op4 "Center"~e.24)
                                  :location (c / city~e.26
                                               :name (n3 / name~e.26
                                                         :op1 "Boise"~e.26))))))"""

MRPC_SHUTTLE_ADDED = """# ::snt "It's probably not the easiest time to take over the shuttle program," he added, "but I look forward to the challenge.
# ::tok " It 's probably not the easiest time to take over the shuttle program , " he added , " but I look forward to the challenge .
(a / add-01~e.17
   :ARG0 (h / he~e.16)
   :ARG1 (t / time~e.7
            :ARG1-of (h2 / have-degree-91~e.6
                         :ARG2 (e / easy-05~e.6)
                         :ARG3 (m / most~e.6))
            :ARG0-of (t2 / take-over-12~e.9
                         :ARG1 (p / program~e.13
                                  :mod (s / shuttle~e.12)))
            :domain (i / it~e.1)
            :mod (p2 / probable~e.3)
            :polarity -~e.4)
   :ARG2 (l / look-01~e.22
            :ARG0 (i2 / i~e.21)
            :direction (f / forward~e.23)
            :ARG2 (c / challenge~e.26)))"""

MRPC_ROHRBOUGH = """# ::snt Brian Rohrbough, whose son, Daniel, was killed at Columbine, said the tape raises disturbing issues.
# ::tok Brian Rohrbough , whose son , Daniel , was killed at Columbine , said the tape raises disturbing issues .
(s / say-01~e.13
   :ARG0 (p / person~e.1
            :name (n / name~e.1
                     :op1 "Brian"~e.0
                     :op2 "Rohrbough"~e.1)
            :ARG0-of (k / kill-01~e.9
                        :ARG1 (p2 / person~e.4
                                  :ARG0-of (h / have-rel-role-91~e.4
                                              :ARG2 (s2 / son~e.4)
                                              :ARG1 (t / thing~e.3))
                                  :name (n2 / name~e.6
                                            :op1 "Daniel"~e.6))
                        :location (o / organization~e.11
                                     :name (n3 / name~e.11
                                               :op1 "Columbine"~e.11))))
   :ARG1 (r / raise-01~e.16
            :ARG0 (t2 / tape~e.15)
            :ARG1 (d / disturb-01~e.17
                     :ARG0 t2
                     :ARG1 (i / issue~e.18))))"""

MRPC_TELEMARKETING = """# ::snt "While many good people work in the telemarketing industry," Bush said in prepared remarks, "the public is understandably losing patience with these unwanted phone calls, unwanted intrusions.
# ::tok " While many good people work in the telemarketing industry , " Bush said in prepared remarks , " the public is understandably losing patience with these unwanted phone calls , unwanted intrusions .
(s / say-01~e.13
   :ARG0 (p / person~e.12
            :name (n / name~e.12
                     :op1 "Bush"~e.12))
   :time (w / work-01~e.5
            :ARG0 (p2 / person~e.4
                      :mod (m / many~e.2)
                      :ARG1-of (g / good-02~e.3))
            :location (i / industry~e.9
                         :mod (t / telemarketing~e.8)))
   :location (r / remark~e.16
                :ARG1-of (p3 / prepare-02~e.15))
   :ARG1 (l / lose-01~e.23
            :ARG1 (p4 / public~e.20)
            :ARG2 (p5 / patience~e.24
                      :instrument (c / call~e.29
                                     :mod (t2 / this~e.26)
                                     :mod (u / unwanted~e.27)
                                     :mod (p6 / phone~e.28)))
            :manner (u2 / understandable~e.22)))"""

MRPC_SCO = """# ::snt "The GPL violates the U.S. Constitution, together with copyright, antitrust and export control laws," SCO Group said in an answer filed to an IBM court filing.
# ::tok " The GPL violates the U.S. Constitution , together with copyright , antitrust and export control laws , " SCO Group said in an answer filed to an IBM court filing .
(s / say-01~e.21
   :ARG0 (o / organization~e.20
            :name (n / name~e.20
                     :op1 "SCO"~e.19
                     :op2 "Group"~e.20))
   :ARG1 (v / violate-01~e.3
            :ARG0 (o2 / organization~e.2
                      :name (n2 / name~e.2
                                :op1 "GPL"~e.2))
            :ARG1 (c / constitution~e.6
                     :mod (u / u.s.~e.5))
            :instrument (c2 / copyright~e.10))
   :location (a / answer~e.24
                :ARG1-of (f / file-01~e.25
                            :ARG2 (f2 / file-01~e.30
                                      :mod (c3 / court~e.29
                                               :mod (o3 / organization~e.28
                                                        :name (n3 / name~e.28
                                                                  :op1 "IBM"~e.28)))))))"""

MRPC_BOOHER = """# ::snt "I go to their website and start complaining to them, would you please, please, please stop bothering me," Mr. Booher told a reporter.
# ::tok " I go to their website and start complaining to them , would you please , please , please stop bothering me , " Mr. Booher told a reporter .
(t / tell-01~e.26
   :ARG0 (p / person~e.25
            :name (n / name~e.25
                     :op1 "Booher"~e.25)
            :mod (m / mr.~e.24))
   :ARG2 (p2 / person~e.28
             :ARG0-of (r / report-01~e.28))
   :ARG1 (s / stop-01~e.19
            :ARG0 (y / you~e.19)
            :ARG1 (b / bother-01~e.20
                     :ARG1 (i / i~e.21))
            :mode imperative~e.19))"""

MRPC_LU = """# ::snt "It's great to be back home," said Lu, dressed in a woolly coat near the blackened capsule.
# ::tok " It 's great to be back home , " said Lu , dressed in a woolly coat near the blackened capsule .
(s / say-01~e.10
   :ARG0 (p / person~e.11
            :name (n / name~e.11
                     :op1 "Lu"~e.11)
            :ARG1-of (d / dress-01~e.13
                        :ARG2 (c / coat~e.17
                                 :mod (w / woolly~e.16)
                                 :location (n2 / near~e.18
                                               :op1 (c2 / capsule~e.21
                                                        :ARG1-of (b / blacken-01~e.20))))))
   :ARG1 (g / great~e.3
            :domain (i / it~e.1)
            :ARG1 (b2 / be-01~e.5
                      :ARG1 i
                      :location (h / home~e.7
                                   :direction (b3 / back~e.6)))))"""

MRPC_RIVERA = """# ::snt "This man gambled with our lives and we, the passengers, lost," said passenger Andres Rivera Jr., whose 15-year-old niece, Jazmine Santiago, was killed.
# ::tok " This man gambled with our lives and we , the passengers , lost , " said passenger Andres Rivera Jr. , whose 15 - year-old niece , Jazmine Santiago , was killed .
(s / say-01~e.16
   :ARG1 (g / gamble-01~e.3
            :ARG0 (m / man~e.2
                     :mod (t / this~e.1))
            :ARG1 (a / and~e.7
                     :op1 (l / life~e.6
                             :poss (w / we~e.5))
                     :op2 w)
            :mod (l2 / lose-02~e.13))
   :ARG2 (k / kill-01~e.32
            :ARG1 (p / person~e.20
                     :name (n / name~e.20
                              :op1 "Andres"~e.18
                              :op2 "Rivera"~e.19
                              :op3 "Jr."~e.20)
                     :mod (p2 / passenger~e.17))))"""
