## Engine reviews: /pente review and its buttons.

button-review = 복기

refusal-review-not-over = 대국 #{ $id }은(는) 아직 끝나지 않았습니다. 복기는 끝난 뒤에 할 수 있습니다
refusal-review-players = 복기는 2인 대국만 됩니다. 이 대국은 { $players }명입니다
refusal-review-queue-full = 이미 복기 { $waiting }건이 기다리고 있습니다. 1분 뒤에 다시 요청하세요

review-queued = 대국 #{ $id }이(가) 복기를 기다립니다: 앞에 { $ahead }건이 있습니다.
review-progress = 대국 #{ $id } 복기 중: 국면 { $total }개 중 { $done }개…
review-heading = **복기** · { $heading }
review-chart = 돌마다의 승리 확률: 선 위가 { $first }, 아래가 { $second }입니다. 숫자는 아래 장면을 가리킵니다.
review-moment = { $n }. { $move }수, { $who } { $played }: { $what }
review-no-moments = 10 % 이상의 실수가 없습니다. 둘 다 잘 두었습니다.
review-inaccuracy = 느슨한 수 (−{ $loss } %), { $best }이(가) 낫습니다
review-mistake = 실수 (−{ $loss } %), { $best }이(가) 낫습니다
review-blunder = 큰 실수 (−{ $loss } %), { $best }이(가) 낫습니다
review-missed-five = { $best }의 오목을 놓침
review-missed-captures = { $best }의 따내기 승리를 놓침
review-missed-vcf = { $best }부터의 4 연속 승리를 놓침
review-missed-forced = { $best }부터의 필승(최대 { $moves }수)을 놓침
review-page = **장면 { $n }/{ $count }** · { $move }수: { $who }이(가) { $played }에 두었습니다. { $what }. 엔진의 수는 동그라미로 표시됩니다.
review-footer-stored = { $engine } · 이전 복기, 저장본
review-footer-searched = { $engine } · 탐색 { $seconds }초
review-gone = 이 복기는 이전 엔진의 것이라 더 이상 저장되어 있지 않습니다. `/pente review`로 다시 요청하세요.
