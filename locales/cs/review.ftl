## Engine reviews: /pente review and its buttons.

button-review = Rozbor

refusal-review-not-over = partie #{ $id } ještě neskončila: rozbor je možný až po jejím konci
refusal-review-players = rozbory jsou pro partie dvou hráčů; tahle má { $players } hráčů
refusal-review-queue-full = už čeká rozborů: { $waiting }; zkuste to znovu za minutu

review-queued = Partie #{ $id } čeká na rozbor: { $ahead ->
    [one] před ní je jeden rozbor.
    [few] před ní jsou { $ahead } rozbory.
   *[other] před ní je { $ahead } rozborů.
}
review-progress = Rozbor partie #{ $id }: { $done } z { $total } pozic…
review-heading = **Rozbor** · { $heading }
review-chart = Šance na výhru po každém kameni: { $first } nad čarou, { $second } pod ní. Čísla označují okamžiky níže.
review-moment = { $n }. Tah { $move }, { $who } { $played }: { $what }
review-no-moments = Žádné chyby za 10 % a víc: oba hráli dobře.
review-inaccuracy = nepřesnost (−{ $loss } %), lepší { $best }
review-mistake = chyba (−{ $loss } %), lepší { $best }
review-blunder = hrubá chyba (−{ $loss } %), lepší { $best }
review-missed-five = promarněná pětka na { $best }
review-missed-captures = promarněná výhra braním na { $best }
review-missed-vcf = promarněná výhra čtyřkami od { $best }
review-missed-forced = promarněná vynucená výhra (nejvýš { $moves } tahů) od { $best }
review-page = **Okamžik { $n } z { $count }** · tah { $move }: { $who } zahrál { $played }; { $what }. Tah enginu je v kroužku.
review-footer-stored = { $engine } · rozebráno dříve, z úložiště
review-footer-searched = { $engine } · počítáno { $seconds } s
review-gone = Tento rozbor je ze staršího enginu a už není uložen; požádejte o něj znovu přes `/pente review`.
