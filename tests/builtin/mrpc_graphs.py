"""MRPC train sentences as the built-in parser read them (issue 12), kept as data so that the
realizer regressions in test_realizer_mrpc_coverage.py do not move with the parser."""

MRPC_HEATON = """# ::snt The Foreign Office says that Heaton is in detention but has not yet been charged with any offence.
# ::tok The Foreign Office says that Heaton is in detention but has not yet been charged with any offence .
(s / say-01~e.3
   :ARG0 (o / organization~e.2
            :name (n / name~e.2
                     :op1 "Foreign"~e.1
                     :op2 "Office"~e.2))
   :ARG1 (c / contrast-01~e.9
            :ARG1 (b / be-located-at-91~e.6
                     :ARG1 (o2 / organization~e.5
                               :name (n2 / name~e.5
                                         :op1 "Heaton"~e.5))
                     :ARG2 (d / detain-01~e.8))
            :ARG2 (c2 / charge-01~e.14
                      :ARG1 o2
                      :mod (y / yet~e.12)
                      :instrument (o3 / offend-01~e.17
                                      :mod (a / any~e.16))
                      :polarity -~e.11)))"""

MRPC_HEATON_LIST = """# ::snt The Foreign Office said Heaton was in Saudi detention but had not been charged, and that consul officials had visited him on Thursday.
# ::tok The Foreign Office said Heaton was in Saudi detention but had not been charged , and that consul officials had visited him on Thursday .
(s / say-01~e.3
   :ARG0 (o / organization~e.2
            :name (n / name~e.2
                     :op1 "Foreign"~e.1
                     :op2 "Office"~e.2))
   :ARG1 (c / contrast-01~e.9
            :op1 (b / be-located-at-91~e.5
                    :ARG1 (p / person~e.4
                             :name (n2 / name~e.4
                                       :op1 "Heaton"~e.4))
                    :ARG2 (d / detention~e.8
                             :mod (s2 / saudi~e.7)))
            :op2 (c2 / charge-01~e.13
                     :ARG1 p
                     :polarity -~e.11)
            :op3 (v / visit-01~e.20
                    :ARG0 (o2 / official~e.18
                              :mod (c3 / consul~e.17))
                    :ARG1 (h / he~e.21)
                    :time (d2 / date-entity~e.23
                              :weekday (t / thursday~e.23)))))"""

MRPC_FREQUENTLY = """# ::snt They frequently tortured and shot prisoners, severing ears and scalps for souvenirs.
# ::tok They frequently tortured and shot prisoners , severing ears and scalps for souvenirs .
(a / and~e.3
   :op1 (t / torture-01~e.2
           :ARG0 (t2 / they~e.0)
           :time (f / frequent-02~e.1))
   :op2 (s / shoot-01~e.4
           :ARG0 t2
           :ARG1 (a2 / and~e.9
                     :op1 (p / prisoner~e.5)
                     :op2 (e / ear~e.8
                             :ARG0-of (s2 / sever-01~e.7
                                          :ARG0 t2))
                     :op3 (s3 / scalp~e.10
                              :purpose (s4 / souvenir~e.12)))))"""

MRPC_SUIT = """# ::snt Civil liberties groups filed suit, and U.S. District Judge Myron Thompson ordered the monument moved last October, calling it an unconstitutional promotion of religion by government.
# ::tok Civil liberties groups filed suit , and U.S. District Judge Myron Thompson ordered the monument moved last October , calling it an unconstitutional promotion of religion by government .
(a / and~e.6
   :op1 (f / file-01~e.3
           :ARG0 (g / group~e.2
                    :mod (l / liberty~e.1
                            :mod (c / civil~e.0)))
           :ARG1 (s / sue-02~e.4))
   :op2 (o / order-01~e.12
           :ARG0 (p / person~e.11
                    :name (n / name~e.11
                             :op1 "Myron"~e.10
                             :op2 "Thompson"~e.11)
                    :mod (j / judge~e.9
                            :mod (c2 / city~e.7
                                     :name (n2 / name~e.7
                                               :op1 "U.S."~e.7))
                            :mod (d / district~e.8)))
           :ARG1 (m / move-01~e.15
                    :ARG0 (m2 / monument~e.14)
                    :time (d2 / date-entity~e.17
                              :month 10~e.17))
           :manner (c3 / call-01~e.19
                       :ARG0 p
                       :ARG1 (i / it~e.20)
                       :ARG2 (p2 / promotion~e.23
                                 :mod (u / unconstitutional~e.22)
                                 :mod (r / religion~e.25)
                                 :manner (g2 / government~e.27)))))"""

MRPC_LEEWAY = """# ::snt Cindy Cohn, legal director for the Electronic Frontier Foundation, said that portion of the DMCA gives too much leeway to copyright holders.
# ::tok Cindy Cohn , legal director for the Electronic Frontier Foundation , said that portion of the DMCA gives too much leeway to copyright holders .
(s / say-01~e.11
   :ARG0 (p / person~e.1
            :name (n / name~e.1
                     :op1 "Cindy"~e.0
                     :op2 "Cohn"~e.1))
   :ARG1 (g / give-01~e.17
            :ARG0 (p2 / portion~e.13
                      :mod (o / organization~e.16
                              :name (n2 / name~e.16
                                        :op1 "DMCA"~e.16)))
            :ARG1 (l / leeway~e.20
                     :ARG1-of (h / have-degree-91~e.18
                                 :ARG2 (m / much~e.19)
                                 :ARG3 (t / too~e.18))
                     :destination (p3 / person~e.23
                                      :ARG0-of (h2 / hold-01~e.23)
                                      :mod (c / copyright~e.22)))))"""

MRPC_LINEAR = """# ::snt The rock was first observed by the Lincoln Near Earth Asteroid Research Program, also known as LINEAR.
# ::tok The rock was first observed by the Lincoln Near Earth Asteroid Research Program , also known as LINEAR .
(o / observe-01~e.4
   :ARG1 (r / rock~e.1)
   :ARG0 (o2 / organization~e.7
             :name (n / name~e.7
                      :op1 "Lincoln"~e.7
                      :op2 "Near"~e.8
                      :op3 "Earth"~e.9
                      :op4 "Asteroid"~e.10
                      :op5 "Research"~e.11
                      :op6 "Program"~e.12))
   :mod (f / first~e.3))"""

MRPC_VERITAS = """# ::snt Bare Metal Restore 4.6 will be available in mid-June, said Veritas, and will cost $900 per Windows client and $1,000 per Unix client.
# ::tok Bare Metal Restore 4.6 will be available in mid-June , said Veritas , and will cost $ 900 per Windows client and $ 1,000 per Unix client .
(a / and~e.13
   :op1 (s / say-01~e.10
           :ARG0 (o / organization~e.11
                    :name (n / name~e.11
                             :op1 "Veritas"~e.11))
           :ARG1 (a2 / available-02~e.6
                     :ARG1 (o2 / organization~e.2
                               :name (n2 / name~e.2
                                         :op1 "Bare"~e.0
                                         :op2 "Metal"~e.1
                                         :op3 "Restore"~e.2
                                         :op4 "4.6"~e.3))
                     :time (m / mid-june~e.8)))
   :op2 (c / cost-01~e.15
           :ARG1 o
           :ARG2 (a3 / and~e.21
                     :op1 (m2 / monetary-quantity~e.17
                              :quant 900~e.17
                              :unit (d / dollar~e.16)
                              :mod (c2 / client~e.20
                                       :mod (o3 / organization~e.19
                                                :name (n3 / name~e.19
                                                          :op1 "Windows"~e.19))))
                     :op2 (m3 / monetary-quantity~e.23
                              :quant 1000~e.23
                              :unit (d2 / dollar~e.23)
                              :mod (t / thing~e.22)
                              :mod (c3 / client~e.26
                                       :mod (u / unix~e.25))))))"""

MRPC_ROLLINS = """# ::snt Kevin Rollins, Dell's president, received $770,962 in salary and a bonus of just more than $2-million in fiscal 2003.
# ::tok Kevin Rollins , Dell 's president , received $ 770,962 in salary and a bonus of just more than $ 2 - million in fiscal 2003 .
(r / receive-01~e.7
   :ARG0 (p / person~e.1
            :name (n / name~e.1
                     :op1 "Kevin"~e.0
                     :op2 "Rollins"~e.1))
   :ARG1 (a / and~e.12
            :op1 (m / monetary-quantity~e.9
                    :quant 770962~e.9
                    :unit (d / dollar~e.9)
                    :mod (t / thing~e.8)
                    :location (s / salary~e.11))
            :op2 (b / bonus~e.14
                    :mod (m2 / monetary-quantity~e.22
                             :quant 2000000~e.20
                             :unit (d2 / dollar~e.16)
                             :time (d3 / date-entity~e.25
                                       :year 2003~e.25)))))"""

MRPC_PETERSON = """# ::snt But Mr. Peterson added, "I don't know anybody in the conference committee who's fighting to keep it out completely."
# ::tok But Mr. Peterson added , " I do n't know anybody in the conference committee who 's fighting to keep it out completely . "
(c4 / contrast-01~e.0
    :ARG2 (a / add-01~e.3
             :ARG0 (p / person~e.2
                      :name (n / name~e.2
                               :op1 "Peterson"~e.2)
                      :mod (m / mr.~e.1))
             :ARG1 (k / know-01~e.9
                      :ARG0 (i / i~e.6)
                      :ARG1 (a2 / anyone~e.10
                                :location (c / committee~e.14
                                             :mod (c2 / confer-01~e.13))
                                :ARG0-of (f / fight-01~e.17
                                            :purpose (k2 / keep-01~e.19
                                                         :ARG0 a2
                                                         :ARG1 (i2 / it~e.20)
                                                         :degree (c3 / completely~e.22))))
                      :polarity -~e.8)))"""

MRPC_IBM = """# ::snt IBM said the Rational products were also integrated with Rational PurifyPlus, which allows developers to work in Java, Visual C# and VisualBasic .Net.
# ::tok IBM said the Rational products were also integrated with Rational PurifyPlus , which allows developers to work in Java , Visual C # and VisualBasic .Net .
(s / say-01~e.1
   :ARG0 (o / organization~e.0
            :name (n / name~e.0
                     :op1 "IBM"~e.0))
   :ARG1 (i / integrate-01~e.7
            :ARG1 (p / product~e.4
                     :ARG1-of (r / rational-02~e.3))
            :mod (a / also~e.6)
            :ARG2 (a2 / and~e.23
                      :op1 (o2 / organization~e.10
                               :name (n2 / name~e.10
                                         :op1 "Rational"~e.9
                                         :op2 "PurifyPlus"~e.10)
                               :ARG0-of (a3 / allow-01~e.13
                                            :ARG1 (p2 / person~e.14
                                                      :ARG0-of (d / develop-02~e.14))
                                            :purpose (w / work-01~e.16
                                                        :ARG0 o2
                                                        :location (p3 / person~e.18
                                                                      :name (n3 / name~e.18
                                                                                :op1 "Java"~e.18)))))
                      :op2 (t / thing~e.22
                              :mod (c / c~e.21
                                      :mod (v / visual~e.20)))
                      :op3 (o3 / organization~e.24
                               :name (n4 / name~e.24
                                         :op1 "VisualBasic"~e.24)))))"""

MRPC_POWERS = """# ::snt Before yesterday, 19 firefighters assigned to wildfires had died on duty this year, said Tracey Powers, spokeswoman for the National Interagency Fire Center in Boise.
# ::tok Before yesterday , 19 firefighters assigned to wildfires had died on duty this year , said Tracey Powers , spokeswoman for the National Interagency Fire Center in Boise .
(s / say-01~e.15
   :ARG0 (p / person~e.17
            :name (n / name~e.17
                     :op1 "Tracey"~e.16
                     :op2 "Powers"~e.17))
   :ARG1 (d / die-01~e.9
            :ARG1 (f / firefighter~e.4
                     :quant 19~e.3
                     :ARG1-of (a / assign-01~e.5
                                 :ARG2 (w / wildfire~e.7)))
            :time (b / before~e.0
                     :op1 (y / yesterday~e.1))
            :location (d2 / duty~e.11)
            :time (y2 / year~e.13
                      :mod (t / this~e.12))))"""

MRPC_CORIXA = """# ::snt Corixa shares rose 54 cents to $7.74 yesterday on the Nasdaq Stock Market.
# ::tok Corixa shares rose 54 cents to $ 7.74 yesterday on the Nasdaq Stock Market .
(r / rise-01~e.2
   :ARG1 (s / share~e.1
            :mod (c / corixa~e.0))
   :ARG2 (m / monetary-quantity~e.4
            :quant 54~e.3
            :unit (c2 / cent~e.4))
   :ARG4 (m2 / monetary-quantity~e.7
             :quant 7.74~e.7
             :unit (d / dollar~e.7)
             :mod (t / thing~e.6))
   :time (y / yesterday~e.8)
   :location (o / organization~e.13
                :name (n / name~e.13
                         :op1 "Nasdaq"~e.11
                         :op2 "Stock"~e.12
                         :op3 "Market"~e.13)))"""

MRPC_EURO = """# ::snt The euro is up 9 percent against the dollar in the past six weeks.
# ::tok The euro is up 9 percent against the dollar in the past six weeks .
(e / euro~e.1
   :direction (u / up~e.3
                 :time (t / temporal-quantity~e.13
                          :quant 6~e.12
                          :unit (w2 / week~e.13
                                    :mod (p / past~e.11)))))"""

MRPC_SUNNI = """# ::snt Near a mosque in the northern town of Mosul, rebel gunmen also assassinated a Sunni Muslim tribal leader who backed the coalition.
# ::tok Near a mosque in the northern town of Mosul , rebel gunmen also assassinated a Sunni Muslim tribal leader who backed the coalition .
(a / assassinate-01~e.13
   :ARG0 (g / gunman~e.11
            :mod (r / rebel~e.10))
   :ARG1 (p / person~e.18
            :ARG0-of (l / lead-02~e.18)
            :mod (m / muslim~e.16)
            :mod (t / tribal~e.17)
            :ARG0-of (b / back-01~e.20
                        :ARG1 (c / coalition~e.22)))
   :location (n / near~e.0
                :op1 (m2 / mosque~e.2
                         :location (t2 / town~e.6
                                       :mod (n2 / northern~e.5)
                                       :mod (c2 / city~e.8
                                                :name (n3 / name~e.8
                                                          :op1 "Mosul"~e.8)))))
   :mod (a2 / also~e.12))"""

MRPC_HAMIDI = """# ::snt She also noted that Intel's servers were not harmed and that the thousands of Hamidi e-mail recipients were able to request that the e-mails stop, which Hamidi honored.
# ::tok She also noted that Intel 's servers were not harmed and that the thousands of Hamidi e-mail recipients were able to request that the e-mails stop , which Hamidi honored .
(n / note-01~e.2
   :ARG0 (s / she~e.0)
   :mod (a / also~e.1)
   :ARG1 (a2 / and~e.10
             :op1 (h / harm-01~e.9
                     :ARG1 (s2 / server~e.6
                               :poss (o / organization~e.4
                                        :name (n2 / name~e.4
                                                  :op1 "Intel"~e.4)))
                     :polarity -~e.8)
             :op2 (p2 / possible-01~e.19
                      :ARG1 (t / thousand~e.13
                               :mod (p / person~e.17
                                       :ARG0-of (r / receive-01~e.17)
                                       :mod (e / e-mail~e.16
                                               :mod (h2 / hamidi~e.15))))
                      :ARG1 (r2 / request-01~e.21
                                :ARG0 t
                                :ARG1 (s3 / stop-01~e.25
                                          :ARG1 (e2 / e-mail~e.24)
                                          :mod (h3 / honor-01~e.29
                                                   :ARG0 (o2 / organization~e.28
                                                             :name (n3 / name~e.28
                                                                       :op1 "Hamidi"~e.28))
                                                   :ARG1 (t2 / thing~e.27)))))))"""
