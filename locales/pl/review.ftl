## Engine reviews: /pente review and its buttons.

button-review = Analiza

refusal-review-not-over = partia #{ $id } jeszcze się nie skończyła: analiza jest po jej końcu
refusal-review-players = analizy są dla partii dwuosobowych; ta ma { $players } graczy
refusal-review-queue-full = czeka już analiz: { $waiting }; spróbuj ponownie za minutę

review-queued = Partia #{ $id } czeka na analizę: { $ahead ->
    [one] przed nią jest jedna analiza.
    [few] przed nią są { $ahead } analizy.
   *[other] przed nią jest { $ahead } analiz.
}
review-progress = Analiza partii #{ $id }: { $done } z { $total } pozycji…
review-heading = **Analiza** · { $heading }
review-chart = Szanse na wygraną po każdym kamieniu: { $first } nad linią, { $second } pod nią. Liczby oznaczają momenty poniżej.
review-moment = { $n }. Ruch { $move }, { $who } { $played }: { $what }
review-no-moments = Brak błędów za 10 % lub więcej: obaj zagrali dobrze.
review-inaccuracy = niedokładność (−{ $loss } %), lepiej { $best }
review-mistake = błąd (−{ $loss } %), lepiej { $best }
review-blunder = poważny błąd (−{ $loss } %), lepiej { $best }
review-missed-five = przegapiona piątka na { $best }
review-missed-captures = przegapiona wygrana biciem na { $best }
review-missed-vcf = przegapiona wygrana czwórkami od { $best }
review-missed-forced = przegapiona wymuszona wygrana (najwyżej { $moves } ruchów) od { $best }
review-page = **Moment { $n } z { $count }** · ruch { $move }: { $who } zagrał { $played }; { $what }. Ruch silnika jest w kółku.
review-footer-stored = { $engine } · przeanalizowane wcześniej, z zapisu
review-footer-searched = { $engine } · liczone { $seconds } s
review-gone = Ta analiza pochodzi ze starszego silnika i nie jest już zapisana; poproś o nią ponownie przez `/pente review`.
