## Engine reviews: /pente review and its buttons.

button-review = Разбор

refusal-review-not-over = партия #{ $id } не окончена: разбор будет после её конца
refusal-review-players = разбор делается для партий двух игроков; в этой игроков: { $players }
refusal-review-queue-full = уже ждут разборов: { $waiting }; попробуйте через минуту

review-queued = Партия #{ $id } ждёт разбора: { $ahead ->
    [one] впереди { $ahead } разбор.
    [few] впереди { $ahead } разбора.
   *[other] впереди { $ahead } разборов.
}
review-progress = Разбор партии #{ $id }: { $done } из { $total } позиций…
review-heading = **Разбор** · { $heading }
review-chart = Шансы на победу после каждого камня: { $first } выше линии, { $second } ниже. Цифры отмечают моменты ниже.
review-moment = { $n }. Ход { $move }, { $who } { $played }: { $what }
review-no-moments = Ошибок на 10 % и больше нет: оба сыграли хорошо.
review-inaccuracy = неточность (−{ $loss } %), лучше { $best }
review-mistake = ошибка (−{ $loss } %), лучше { $best }
review-blunder = зевок (−{ $loss } %), лучше { $best }
review-missed-five = упущена пятёрка на { $best }
review-missed-captures = упущена победа взятием на { $best }
review-missed-vcf = упущена победа четвёрками с { $best }
review-missed-forced = упущена форсированная победа (не более { $moves } ходов) с { $best }
review-page = **Момент { $n } из { $count }** · ход { $move }: { $who } сыграл { $played }; { $what }. Ход движка обведён.
review-footer-stored = { $engine } · разобрано раньше, из хранилища
review-footer-searched = { $engine } · расчёт { $seconds } с
review-gone = Этот разбор сделан старым движком и больше не хранится; запросите его снова через `/pente review`.
