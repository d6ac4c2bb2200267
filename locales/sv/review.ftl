## Engine reviews: /pente review and its buttons.

button-review = Analys

refusal-review-not-over = parti #{ $id } är inte slut: en analys kommer efter slutet
refusal-review-players = analyser görs av partier för två; det här har { $players } spelare
refusal-review-queue-full = { $waiting } analyser väntar redan; fråga igen om en minut

review-queued = Parti #{ $id } väntar på sin analys: { $ahead ->
    [one] en analys är före.
   *[other] { $ahead } analyser är före.
}
review-progress = Analyserar parti #{ $id }: { $done } av { $total } ställningar…
review-heading = **Analys** · { $heading }
review-chart = Vinstchanser efter varje sten: { $first } ovanför linjen, { $second } under. Siffrorna märker ögonblicken nedan.
review-moment = { $n }. Drag { $move }, { $who } { $played }: { $what }
review-no-moments = Inga misstag på 10 % eller mer: bra spelat, båda.
review-inaccuracy = onoggrannhet (−{ $loss } %), bättre { $best }
review-mistake = misstag (−{ $loss } %), bättre { $best }
review-blunder = grov miss (−{ $loss } %), bättre { $best }
review-missed-five = missade en femma på { $best }
review-missed-captures = missade slagvinsten på { $best }
review-missed-vcf = missade en vinst med fyror från { $best }
review-missed-forced = missade en tvingad vinst (högst { $moves } drag) från { $best }
review-page = **Ögonblick { $n } av { $count }** · drag { $move }: { $who } spelade { $played }; { $what }. Motorns drag är ringat.
review-footer-stored = { $engine } · analyserat förut, ur lagret
review-footer-searched = { $engine } · sökt på { $seconds } s
review-gone = Den här analysen är från en äldre motor och finns inte längre sparad; fråga igen med `/pente review`.
