## Engine reviews: /pente review and its buttons.

button-review = 検討

refusal-review-not-over = 対局 #{ $id } はまだ終わっていません。検討は終局後です
refusal-review-players = 検討は二人対局のみです。この対局は { $players } 人です
refusal-review-queue-full = すでに { $waiting } 件の検討が待っています。1 分後にもう一度どうぞ

review-queued = 対局 #{ $id } は検討待ちです：前に { $ahead } 件あります。
review-progress = 対局 #{ $id } を検討中：{ $total } 局面中 { $done }…
review-heading = **検討** · { $heading }
review-chart = 各着手後の勝率：線より上が { $first }、下が { $second }。数字は下の場面を示します。
review-moment = { $n }. { $move } 手目、{ $who } { $played }：{ $what }
review-no-moments = 10 % 以上の悪手はありません。両者とも好局でした。
review-inaccuracy = 緩手（−{ $loss } %）、{ $best } が良い
review-mistake = 悪手（−{ $loss } %）、{ $best } が良い
review-blunder = 大悪手（−{ $loss } %）、{ $best } が良い
review-missed-five = { $best } の五連を見逃し
review-missed-captures = { $best } の取り勝ちを見逃し
review-missed-vcf = { $best } からの四追い勝ちを見逃し
review-missed-forced = { $best } からの必勝（最長 { $moves } 手）を見逃し
review-page = **場面 { $n }/{ $count }** · { $move } 手目：{ $who } が { $played } に打ちました。{ $what }。エンジンの手を丸で示します。
review-footer-stored = { $engine } · 検討済み、保存から
review-footer-searched = { $engine } · 探索 { $seconds } 秒
review-gone = この検討は古いエンジンのもので、もう保存されていません。`/pente review` でもう一度どうぞ。
