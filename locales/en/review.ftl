## Engine reviews: /pente review and its buttons.

button-review = Review

refusal-review-not-over = game #{ $id } is not finished: a review comes after the end
refusal-review-players = reviews are of two-player games; this one has { $players } players
refusal-review-queue-full = { $waiting } reviews are waiting already; ask again in a minute

review-queued = Game #{ $id } waits for its review: { $ahead ->
    [one] one review is ahead of it.
   *[other] { $ahead } reviews are ahead of it.
}
review-progress = Reviewing game #{ $id }: { $done } of { $total } positions…
review-heading = **Review** · { $heading }
review-chart = Winning chances after each stone: { $first } above the line, { $second } below. The numbers mark the moments below.
review-moment = { $n }. Move { $move }, { $who } { $played }: { $what }
review-no-moments = No mistakes of 10 % or more: well played, both.
review-inaccuracy = inaccuracy (−{ $loss } %), better { $best }
review-mistake = mistake (−{ $loss } %), better { $best }
review-blunder = blunder (−{ $loss } %), better { $best }
review-missed-five = missed a five at { $best }
review-missed-captures = missed the capture win at { $best }
review-missed-vcf = missed a win by fours from { $best }
review-missed-forced = missed a forced win (at most { $moves } moves) from { $best }
review-page = **Moment { $n } of { $count }** · move { $move }: { $who } played { $played }; { $what }. The engine's move is ringed.
review-footer-stored = { $engine } · reviewed before, from storage
review-footer-searched = { $engine } · searched in { $seconds } s
review-gone = This review is from an older engine and is no longer stored; ask again with `/pente review`.
