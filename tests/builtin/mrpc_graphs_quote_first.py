"""MRPC train sentences that say a quotation first and its speaker after (issue 12: the
speaker-first text rebuilt the quotation from the graph, or every focus was refused for a
fault of the graph), as the built-in parser read them (data, so that the realizer tests do
not move with the parser)."""

MRPC_STEGMAN = """# ::snt "Right now, there is nothing we can do," Stegman said.
# ::tok " Right now , there is nothing we can do , " Stegman said .
# ::finite 13:12
(s / say-01~e.13
   :ARG0 (s2 / stegman~e.12)
   :ARG1 (n / nothing~e.6
            :ARG0-of (p / possible-01~e.8
                        :ARG1 (d / do-02~e.9
                                 :ARG0 (w / we~e.7)))
            :time (n2 / now~e.2
                      :mod (r / right~e.1))))"""

MRPC_TAGG = """# ::snt "It''s absurd," Funny Cide's trainer Barclay Tagg said.
# ::tok " It ' 's absurd , " Funny Cide 's trainer Barclay Tagg said .
# ::finite 13:12
(s / say-01~e.13
   :ARG0 (o / organization~e.12
            :name (n / name~e.12
                     :op1 "Barclay"~e.11
                     :op2 "Tagg"~e.12)
            :mod (t / trainer~e.10
                    :poss (w / work-of-art~e.8
                             :name (n2 / name~e.8
                                       :op1 "Funny"~e.7
                                       :op2 "Cide"~e.8))))
   :ARG1 (a / absurd~e.4
            :domain (x / 01~e.2
                       :ARG0 (i / it~e.1))))"""

MRPC_GEHMAN = """# ::snt "The bolt catcher is not as robust as it is supposed to be," the board's chairman, retired Adm. Hal Gehman, said.
# ::tok " The bolt catcher is not as robust as it is supposed to be , " the board 's chairman , retired Adm. Hal Gehman , said .
(s / say-01~e.26
   :ARG1 (h / have-degree-91~e.6
            :ARG1 (c / catcher~e.3
                     :mod (b / bolt~e.2))
            :ARG2 (r / robust~e.7)
            :ARG3 (e / equal~e.6)
            :ARG6 (s2 / suppose-01~e.11
                      :ARG1 (i / it~e.9)
                      :ARG2 (b2 / be-01~e.13
                                :ARG1 i))
            :ARG2 (c2 / chairman~e.19
                      :poss (b3 / board~e.17)
                      :mod (p / person~e.24
                              :name (n / name~e.24
                                       :op1 "Hal"~e.23
                                       :op2 "Gehman"~e.24)
                              :mod (a / adm.~e.22
                                      :ARG1-of (r2 / retire-01~e.21))))
            :polarity -~e.5))"""

MRPC_HAGEL = """# ::snt "This is a cloud hanging over their credibility, their word," said Hagel.
# ::tok " This is a cloud hanging over their credibility , their word , " said Hagel .
# ::finite 14:11
(s / say-01~e.14
   :ARG0 (w / word~e.11
            :poss (t / they~e.10))
   :ARG0 (c / city~e.15
            :name (n / name~e.15
                     :op1 "Hagel"~e.15))
   :ARG1 (c2 / cloud~e.4
             :ARG0-of (h / hang-01~e.5
                         :location (c3 / credibility~e.8
                                       :poss t))
             :domain (t2 / this~e.1)))"""

MRPC_OMI = """# ::snt "After careful analysis, WHO has concluded that the risk to travellers to Beijing is now minimal," Omi told a news conference in Beijing on Tuesday.
# ::tok " After careful analysis , WHO has concluded that the risk to travellers to Beijing is now minimal , " Omi told a news conference in Beijing on Tuesday .
# ::finite 21:20
(t / tell-01~e.21
   :ARG0 (p / person~e.20
            :name (n / name~e.20
                     :op1 "Omi"~e.20))
   :ARG1 (c / confer-01~e.24
            :mod (n2 / news~e.23)
            :location (c2 / city~e.26
                          :name (n3 / name~e.26
                                    :op1 "Beijing"~e.26)))
   :manner (c3 / conclude-01~e.7
               :ARG0 (p2 / person~e.5)
               :time (a2 / after~e.1
                         :op1 (a / analysis~e.3
                                 :ARG1-of (c4 / care-04~e.2)))
               :ARG1 (m / minimal-02~e.17
                        :ARG1 (r / risk~e.10
                                 :destination (p3 / person~e.12
                                                  :ARG0-of (t2 / travel-01~e.12))
                                 :destination (c5 / city~e.14
                                                  :name (n4 / name~e.14
                                                            :op1 "Beijing"~e.14)))
                        :time (n5 / now~e.16)))
   :time (d / date-entity~e.28
            :weekday (t3 / tuesday~e.28)))"""

MRPC_ARGUS = """# ::snt "Mr Gilbertson would have been entitled to these superannuation payments irrespective of ... (how) he left the company," Mr Argus said.
# ::tok " Mr Gilbertson would have been entitled to these superannuation payments irrespective of ... ( how ) he left the company , " Mr Argus said .
# ::proper 1
# ::finite 18:17 25:24
(m3 / multi-sentence
    :snt1 (e / entitle-01~e.6
             :ARG1 (p / person~e.2
                      :name (n / name~e.2
                               :op1 "Gilbertson"~e.2)
                      :mod (m / mr~e.1))
             :ARG2 (p2 / pay-01~e.10
                       :mod (t / this~e.8)
                       :mod (s / superannuation~e.9))
             :mod (i / irrespective~e.11))
    :snt2 (s2 / say-01~e.25
              :ARG0 (p3 / person~e.24
                        :name (n2 / name~e.24
                                  :op1 "Argus"~e.24)
                        :mod (m2 / mr~e.23))
              :ARG1 (l / leave-11~e.18
                       :ARG0 (h / he~e.17)
                       :ARG1 (c / company~e.20))))"""

MRPC_RIDGE = """# ::snt "Our objective is to improve the nation's capacity to save lives in ... a terrorist event," including use of weapons of mass destruction, Ridge said.
# ::tok " Our objective is to improve the nation 's capacity to save lives in ... a terrorist event , " including use of weapons of mass destruction , Ridge said .
# ::finite 29:28
(s / say-01~e.29
   :ARG0 (p / person~e.28
            :name (n / name~e.28
                     :op1 "Ridge"~e.28))
   :ARG1 (e / event~e.17
            :mod (t / terrorist~e.16)
            :ARG2-of (i / include-91~e.20
                        :ARG1 (u / use~e.21
                                 :mod (w2 / weapon~e.23
                                          :mod (d / destruction~e.26
                                                  :mod (m / mass~e.25)))))
            :domain (o / objective~e.2
                       :poss (w / we~e.1))
            :ARG1 (i2 / improve-01~e.5
                      :ARG0 o
                      :ARG1 (c / capacity~e.9
                               :poss (n2 / nation~e.7))
                      :purpose (s2 / save-01~e.11
                                   :ARG0 o
                                   :ARG1 (l / life~e.12)))))"""

MRPC_BALDACCI = """# ::snt "Im very proud of the citizens of this state," Gov. John Baldacci said.
# ::tok " I m very proud of the citizens of this state , " Gov. John Baldacci said .
# ::finite 16:15
(s / say-01~e.16
   :ARG0 (p / person~e.15
            :name (n / name~e.15
                     :op1 "John"~e.14
                     :op2 "Baldacci"~e.15)
            :mod (g / gov.~e.13))
   :ARG1 (m / m-01~e.2
            :ARG0 (i / i~e.1)
            :ARG2 (p2 / pride-01~e.4
                      :degree (v / very~e.3)
                      :ARG1 (c / citizen~e.7
                               :mod (s2 / state~e.10
                                        :mod (t / this~e.9))))))"""

MRPC_FOOTNOTES = """# ::snt "They did not read footnotes in a 90-page document," said the official, referring to the section that contained the State Department's dissent.
# ::tok " They did not read footnotes in a 90 - page document , " said the official , referring to the section that contained the State Department 's dissent .
# ::finite 14:16 23:22
(s / say-01~e.14
   :ARG0 (o / official~e.16)
   :ARG1 (r / read-01~e.4
            :ARG0 (t / they~e.1)
            :ARG1 (f / footnote~e.5)
            :location (d / document~e.11
                         :mod (p / page~e.10
                                 :quant 90~e.8))
            :polarity -~e.3)
   :manner (r2 / refer-01~e.18
               :ARG0 o
               :ARG1 (s2 / section~e.21
                         :ARG0-of (c / contain-01~e.23
                                     :ARG1 (d2 / dissent~e.28
                                               :poss (o2 / organization~e.26
                                                         :name (n / name~e.26
                                                                  :op1 "State"~e.25
                                                                  :op2 "Department"~e.26)))))))"""

MRPC_CONWAY = """# ::snt "Oracle's offer undervalues the company and is not in the best interest of PeopleSoft stockholders," said PeopleSoft President and CEO Craig Conway, in the statement.
# ::tok " Oracle 's offer undervalues the company and is not in the best interest of PeopleSoft stockholders , " said PeopleSoft President and CEO Craig Conway , in the statement .
# ::proper 1
# ::finite 19:21
(s / say-01~e.19
   :ARG0 (a / and~e.22
            :op1 (p / president~e.21
                    :mod (o / organization~e.20
                            :name (n / name~e.20
                                     :op1 "PeopleSoft"~e.20)))
            :op2 (p2 / person~e.25
                     :name (n2 / name~e.25
                               :op1 "Craig"~e.24
                               :op2 "Conway"~e.25)
                     :mod (c / ceo~e.23)))
   :ARG1 (a2 / and~e.7
             :op1 (u / undervalue-01~e.4
                     :ARG0 (o2 / offer~e.3
                               :poss (p3 / person~e.1
                                         :name (n3 / name~e.1
                                                   :op1 "Oracle"~e.1)))
                     :ARG1 (c2 / company~e.6))
             :op2 (b / be-01~e.8
                     :ARG1 o2
                     :location (i / interest~e.13
                                  :ARG1-of (h / have-degree-91~e.12
                                              :ARG2 (g / good-02~e.12)
                                              :ARG3 (m / most~e.12))
                                  :mod (s2 / stockholder~e.16
                                           :mod (o3 / organization~e.15
                                                    :name (n4 / name~e.15
                                                              :op1 "PeopleSoft"~e.15))))
                     :polarity -~e.9))
   :location (s3 / state-01~e.29))"""

MRPC_WOODS = """# ::snt "I had one bad stretch of holes that put me out of contention," Woods said, referring to his 42 on the front nine Saturday.
# ::tok " I had one bad stretch of holes that put me out of contention , " Woods said , referring to his 42 on the front nine Saturday .
# ::unparsed 13
# ::finite 2:1 9:8 17:16
(s / say-01~e.17
   :ARG0 (w / wood~e.16)
   :ARG1 (h / have-03~e.2
            :ARG0 (i / i~e.1)
            :ARG1 (s2 / stretch~e.5
                      :quant 1~e.3
                      :ARG1-of (b / bad-02~e.4)
                      :ARG1-of (i2 / include-91~e.6
                                   :ARG2 (h2 / hole~e.7
                                             :ARG0-of (p / put-01~e.9
                                                         :ARG1 i)))))
   :manner (r / refer-01~e.19
              :ARG0 w
              :ARG1 42~e.22
              :time (d / date-entity~e.27
                       :weekday (s3 / saturday~e.27)
                       :mod (f / front~e.25))))"""

MRPC_CONFIRMATION = """# ::snt "We believe that it is not necessary to have a divisive confirmation fight over a Supreme Court appointment.
# ::tok " We believe that it is not necessary to have a divisive confirmation fight over a Supreme Court appointment .
(b / believe-01~e.2
   :ARG0 (w / we~e.1)
   :ARG1 (n / necessary~e.7
            :domain (i / it~e.4)
            :ARG1 (h / have-03~e.9
                     :ARG0 i
                     :ARG1 (f / fight~e.13
                              :ARG1-of (d / divide-02~e.11)
                              :mod (c / confirm-01~e.12)
                              :location (a / appoint-01~e.18
                                           :mod (o / organization~e.17
                                                   :name (n2 / name~e.17
                                                             :op1 "Supreme"~e.16
                                                             :op2 "Court"~e.17)))))
            :polarity -~e.6))"""

MRPC_RIDING = """# ::snt "I think it's obvious I'm not riding as well as I have in years past.
# ::tok " I think it 's obvious I 'm not riding as well as I have in years past .
(t / think-01~e.2
   :ARG0 (i / i~e.1)
   :ARG1 (o / obvious-01~e.5
            :ARG1 (r / ride-01~e.9
                     :ARG0 i
                     :mod (w / well~e.11
                             :mod (a / as~e.10))
                     :time (y / year~e.16)
                     :mod (p / past~e.17)
                     :polarity -~e.8)))"""

MRPC_HUBBARD = """# ::snt "We have found the smoking gun," investigating board member Scott Hubbard said.
# ::tok " We have found the smoking gun , " investigating board member Scott Hubbard said .
# ::finite 14:13
(s / say-01~e.14
   :ARG0 (p / person~e.13
            :name (n / name~e.13
                     :op1 "Scott"~e.12
                     :op2 "Hubbard"~e.13)
            :mod (m / member~e.11
                    :mod (b / board~e.10)))
   :ARG1 (f / find-01~e.3
            :ARG0 (w / we~e.1)
            :ARG1 (g / gun~e.6
                     :mod (s2 / smoke-01~e.5))
            :manner (i / investigate-01~e.9
                       :ARG0 w)))"""

MRPC_CRAXI = """# ::snt "Craxi begged me to intervene because he believed the operation damaged the state," Mr Berlusconi said.
# ::tok " Craxi begged me to intervene because he believed the operation damaged the state , " Mr Berlusconi said .
# ::proper 1
# ::finite 2:1 8:7 11:10 18:17
(s / say-01~e.18
   :ARG0 (p / person~e.17
            :name (n / name~e.17
                     :op1 "Berlusconi"~e.17)
            :mod (m / mr~e.16))
   :ARG1 (b / beg-01~e.2
            :ARG0 (p2 / person~e.1
                      :name (n2 / name~e.1
                                :op1 "Craxi"~e.1))
            :ARG2 (i / i~e.3)
            :ARG1 (i2 / intervene-01~e.5
                      :ARG0 i)
            :ARG1-of (c / cause-01~e.8
                        :ARG0 (b2 / believe-01~e.8
                                  :ARG0 (h / he~e.7)
                                  :ARG1 (d / damage-01~e.11
                                           :ARG0 (o / operate-01~e.10)
                                           :ARG1 (s2 / state~e.13))))))"""

MRPC_AMENDMENT = """# ::snt "I will support a constitutional amendment which would honor marriage between a man and a woman, codify that," he said.
# ::tok " I will support a constitutional amendment which would honor marriage between a man and a woman , codify that , " he said .
# ::finite 23:22
(a / and~e.3
   :op1 (s / support-01~e.3
           :ARG0 (i / i~e.1)
           :ARG1 (a2 / amendment~e.6
                     :mod (c / constitutional~e.5)
                     :ARG0-of (h / honor-01~e.9
                                 :ARG1 (m / marry-01~e.10
                                          :location (b / between~e.11
                                                       :op1 (a3 / and~e.14
                                                                :op1 (m2 / man~e.13)
                                                                :op2 (w / woman~e.16)))))))
   :op2 (c2 / codify-01~e.18
            :ARG0 i
            :ARG1 (s2 / say-01~e.23
                      :ARG0 w)))"""
