# 봇의 한국어 문구. 좌표(K10), 수 표기(choose=black), 명령어(/pente move), 변형 이름(pente, renju)은 그대로 둡니다.

## 거절

refusal-no-such-game = 대국 #{ $id }은(는) 없습니다
refusal-no-game-going = 진행 중인 대국이 없습니다. `/pente challenge`로 시작하세요.
refusal-which-game = 이 채널에는 당신의 대국이 없습니다. `game:`으로 대국을 지정하세요({ $games }).
refusal-default-rules-players = 기본 규칙은 2인 대국용이어야 합니다(로비는 인원을 직접 정합니다). { $rules }은(는) { $players }인용입니다
refusal-no-such-challenge = 도전 #{ $id }은(는) 없습니다
refusal-not-in-game = 당신은 대국 #{ $id }의 대국자가 아닙니다
refusal-not-invited = 이 도전은 당신에게 온 것이 아닙니다
refusal-not-host = 도전 #{ $id }을(를) 만든 사람만 할 수 있습니다
refusal-challenge-closed = 도전 #{ $id }은(는) { $status ->
        [expired] 만료되었습니다
        [declined] 거절되었습니다
        [accepted] 수락되었습니다
        [cancelled] 취소되었습니다
       *[other] { $status } 상태입니다
    }. /pente challenge로 새로 도전하세요
refusal-unfair-rating = 레이팅 2인 대국에는 공정하게 만드는 오프닝 규칙이 필요합니다(pro, long-pro, swap, swap2, taraguchi-10, d-pente, g-pente). opening:pro를 추가하거나 rated를 빼세요
refusal-custom-rules-rated = 레이팅 대국은 그 변형 본래의 규칙으로 둡니다(오프닝과 인원·팀만 바꿀 수 있습니다). 다른 옵션을 빼거나 rated를 빼세요
refusal-self-challenge = 자기 자신에게 도전할 수 없습니다
refusal-duplicate-player = { $name }이(가) 두 번 지정되었습니다
refusal-wrong-player-count = 이 규칙은 { $needed }인용인데 { $got }명이 지정되었습니다
refusal-already-joined = 이미 이 로비에 참가했습니다
refusal-lobby-full = 로비가 가득 찼습니다({ $count }명)
refusal-lobby-not-ready = 시작하려면 { $needed }명이 필요합니다. 지금 { $got }명이 참가했습니다
refusal-host-cannot-leave = 방장은 로비를 나갈 수 없습니다. 대신 로비를 닫으세요
refusal-left-game = 당신은 대국 #{ $id }에서 빠졌습니다. 나머지 사람들이 계속 둡니다
refusal-takeback-past-drop-out = 무르기로 다른 대국자의 기권이나 시간패를 되돌릴 수 없습니다
refusal-bad-clock = 한 수당 시간은 1초 이상이어야 합니다
refusal-game-not-over = 대국 #{ $id }은(는) 아직 진행 중입니다. 재대국은 끝난 뒤에 할 수 있습니다
refusal-game-not-active = 대국 #{ $id }은(는) { $status ->
        [finished] 끝났습니다
        [cancelled] 취소되었습니다
        [active] 진행 중입니다
       *[other] { $status } 상태입니다
    }
refusal-position-changed = 당신이 본 뒤로 국면이 바뀌었습니다({ $expected }수째에서 { $actual }수째로, 또는 무르기가 있었습니다). 새 판을 보고 다시 시도하세요
refusal-no-draw-offer = 대국 #{ $id }에서 아무도 무승부를 제안하지 않았습니다. /pente draw로 제안하세요
refusal-draw-already-offered = 이미 무승부를 제안했습니다. 다른 사람의 답을 기다리는 중입니다
refusal-no-takeback = 대국 #{ $id }에서 아무도 무르기를 요청하지 않았습니다
refusal-own-takeback = 자신의 무르기 요청은 직접 수락할 수 없습니다
refusal-nothing-to-take-back = 무를 수가 없습니다
refusal-takeback-pending = 대국 #{ $id }에서 이미 무르기 요청이 답을 기다리고 있습니다
refusal-not-timed-out = 둘 차례인 대국자에게 아직 시간이 있습니다({ $until }까지). 그 뒤에 승리를 요구할 수 있습니다
refusal-no-clock = 대국 #{ $id }에는 시간 제한이 없어 시간패가 없습니다
refusal-own-timeout = 당신 차례입니다. 자신에게 시간패를 요구할 수 없습니다
refusal-too-late-to-cancel = 대국 #{ $id }은(는) 이미 시작되어 취소할 수 없습니다. 기권하세요
refusal-bad-level = 컴퓨터 레벨은 1부터 8까지입니다({ $level }은(는) 안 됩니다)
refusal-computer-two-players = 컴퓨터는 2인 대국만 둡니다. 이 변형은 { $count }인용입니다
refusal-computer-no-draw = 컴퓨터는 무승부에 동의하지 않습니다. 계속 두거나 기권하세요
refusal-computer-rated-takeback = 컴퓨터와의 레이팅 대국에서는 무르기가 없습니다
refusal-flag-fell = 대국 #{ $id }에서 시간이 다 되었습니다. 시간패입니다
refusal-duplicate = 이미 처리되었습니다(같은 요청이 두 번 왔습니다)
refusal-outage = 지금은 데이터베이스를 쓸 수 없습니다. 잠시 후 다시 시도하세요
refusal-our-fault = 저희 쪽에 문제가 생겼습니다. 잠시 후 다시 시도하세요.
command-failed = 저희 쪽에 문제가 생겼습니다. 다시 시도하세요.
move-game-over = 대국이 끝났습니다
move-not-your-turn = 당신 차례가 아닙니다. { $seat }번 대국자({ $colour }) 차례입니다
move-occupied = { $point }에는 이미 돌이 있습니다
move-not-adjacent = { $point }은(는) 어떤 돌에도 닿지 않습니다. adjacent-only 규칙에서는 돌을 다른 돌 옆에 두어야 합니다
move-renju-foul = { $point }은(는) 흑의 금수입니다: { $foul ->
        [overline] 장목(6목 이상, { $shape })
        [double-four] 사사({ $shape })
       *[double-three] 삼삼({ $shape })
    }

## 응답

thinking-answer-below = 기다려 주셔서 감사합니다. 답은 아래에 있습니다.
posted-in-thread = 대국 스레드에 올렸습니다: { $thread }.

## /pente settings

settings-need-server = 설정은 서버에 속합니다. 서버 안에서 사용하세요.
settings-need-manage = 서버 관리 권한이 있는 멤버만 설정을 바꿀 수 있습니다.
settings-saved = 저장했습니다. { $settings }
settings-text = 스레드 대국: **{ $threads ->
        [on] 켬
       *[off] 끔
    }**. 기본 규칙: **{ $rules }**.
settings-language = 대국 메시지 언어: **{ $language }**.
settings-bad-language = `{ $input }`은(는) 봇의 언어가 아닙니다. { $codes } 중 하나를 쓰거나, 서버의 Discord 언어를 따르려면 `discord`를 쓰세요.

## 대국 메시지(서버의 언어). 대국자 이름은 번역하지 않습니다.

colour-white = 백
colour-black = 흑
colour-red = 적
colour-blue = 청
game-heading = **대국 #{ $id } · { $variant }** · { $players }
players-versus = { $left } 대 { $right }
player-with-colour = { $player }({ $colour })
seat-number = { $seat }번 자리
computer-name = 컴퓨터(레벨 { $level })
action-placed = { $who }: **{ $move }**에 착수
action-chose = { $who }: **{ $colour }** 선택
action-offered = { $who }: 다섯째 수 후보 { $count }개 제시
action-picked = { $who }: **{ $point }** 선택
action-passed = { $who }: 패스
action-resigned = { $who }: 기권
action-timed-out = { $who }: 시간 초과
action-draw = 합의로 무승부가 되었습니다
action-with-captures = { $action }, 돌 { $count }개를 따냄
action-sentence = { $action }.
captures-line = 따낸 돌: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] 4목으로
        [6] 6목으로
       *[other] 5목으로
    }
reason-captures = 따낸 돌로
reason-resign = 기권으로
reason-timeout = 시간승으로
reason-forbidden = 상대가 금수를 두었기 때문에
reason-board-full = (판이 가득 찼습니다)
reason-no-legal-move = (둘 수 있는 곳이 없습니다)
reason-agreement = 합의로
reason-two-passes = (두 대국자 모두 패스했습니다)
status-drawn = { $reason } **무승부**입니다.
status-won = { $reason } **{ $winners } 승리**입니다.
list-and = { $first }, { $second }
status-cancelled = 대국이 취소되었습니다.
status-to-decide = { $player }({ $colour }) 선택할 차례: `{ $command }`{ $clock }
status-must-pass = { $player }({ $colour })은(는) 패스해야 합니다(빈 곳이 모두 금수): `{ $command }`{ $clock }
status-to-move = { $player }({ $colour }) 둘 차례: `{ $command }`{ $clock }
clock-runs-out = { " " }· 시간 종료 { $when }
clock-has-left = { " " }· { $player } 남은 시간 { $left }
reminder = { $player }님, 대국 #{ $id }에서 당신 차례입니다. 시간 종료 { $when }. `/pente move`로 두세요.

## 버튼

button-play-with-buttons = 버튼으로 두기
button-pass = 패스
button-rematch = 재대국
button-accept = 수락
button-decline = 거절

## 판 그림의 글자(글꼴이 한글을 못 그리면 영어로 그립니다)

picture-to-move = 차례
picture-to-decide = 선택 중
picture-captures = 따낸 돌
picture-team-captures = 팀이 따낸 돌
picture-team-short = 팀
picture-wins = 승리
picture-draw = 무승부
picture-out = 탈락


## Around the moves: draws, takebacks, lobbies, lists.

button-join = 참가
button-leave = 나가기
button-start = 시작
button-close = 닫기
button-accept-draw = 무승부 수락
button-allow-takeback = 무르기 허락
button-refuse = 거절
draw-offer = { $heading }
    { $agreed }: 무승부 { $count ->
        [one] 제안
       *[other] 동의
    }. { $others }: 버튼으로 수락하거나 거절하세요(또는 `/pente draw`).
takeback-request = { $heading }
    { $who }이(가) 마지막 수를 무르자고 합니다({ $count }개 동작이 취소됩니다). { $others }: 버튼으로 수락하거나 거절하세요.
taken-back = { $count ->
        [one] 마지막 수를 물렀습니다.
       *[other] 마지막 { $count }개 동작을 물렀습니다.
    }
declined = { $heading }
    { $who }이(가) { $what ->
        [draw] 무승부 제안을
       *[takeback] 무르기 요청을
    } { $withdrawn ->
        [yes] 철회했습니다
       *[no] 거절했습니다
    }. 대국은 계속됩니다.
    { $status }
started-in-thread = { $heading }
    대국이 시작되었습니다. 아래 스레드에서 둡니다.
thread-name = 대국 #{ $id } · { $variant }
note-you-played = **{ $move }**에 두었습니다.
own-challenge = 당신이 만든 도전입니다. 다른 사람을 기다리거나, 거절을 눌러 철회하세요.
grid-not-yours = 둘 차례인 사람만 차례일 때 격자를 쓸 수 있습니다.
games-line = **#{ $id }** { $variant }, 상대 { $opponents }, { $channel }, { $move }수째{ $turn }
games-your-turn = { " " }· **당신 차례**
games-more = …그리고 { $count }개 더(`game:` 옵션에 모두 나옵니다).


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host }이(가) { $who }에게 **{ $variant }** 대국을 신청했습니다{ $rated }
    규칙: { $rules }{ $clock }
    { $status }
challenge-rated = { " " }(레이팅)
challenge-anyone = 누구나
challenge-waiting = { $who }의 수락을 기다리는 중입니다(만료 { $when }).
challenge-declined = 도전이 거절되었습니다.
challenge-withdrawn = 도전이 철회되었습니다.
challenge-expired = 도전이 만료되었습니다. 제시간에 아무도 답하지 않았습니다.
game-started = 대국이 시작되었습니다.
challenge-clock = 시간: { $terms }. 시간이 다 된 쪽이 집니다.
lobby-message = { $host }이(가) **{ $variant }** 로비를 열었습니다{ $rated }: { $players }명{ $teams }, 색 { $colours }
    규칙: { $rules }{ $clock }
    참가자({ $joined }/{ $players }): { $list }
    { $status }
lobby-in-teams = { " " }(두 팀)
lobby-host = { $player }(방장)
lobby-open = 버튼으로 참가하세요. { $players }자리가 모두 차면 대국이 시작됩니다{ $early }. 자리는 무작위로 정합니다(만료 { $when }).
lobby-early = { " " }({ $host }이(가) 시작을 누르면 더 일찍 시작)
lobby-closed = 로비가 닫혔습니다.
lobby-expired = 인원이 차기 전에 로비가 만료되었습니다.
lobby-clock = 시간: { $terms }. 시간이 다 된 사람은 탈락합니다.
clock-per-move = 수당 { $time }
clock-live = 각자 { $time }(실시간)
clock-live-increment = 각자 { $time } + 수당 { $increment }(실시간)
duration-days = { $count }일
duration-hours = { $count }시간
duration-minutes = { $count }분
duration-seconds = { $count }초


## Opening decisions and the button grid.

decide-take = { $colour } 선택
decide-place-two = 두 수 더 두기
decide-swap = 교체: { $colour } 선택
decide-stay = { $colour } 유지
decide-option-one = 1안: { $colour } 선택
decide-option-two = 2안: 열 곳 제시
hint-type = `/pente move`로 입력하세요: { $hint }.
hint-none = 지금은 선택할 것이 없습니다. `/pente move`로 두세요.
grid-text = 대국 #{ $id }: { $from }부터 { $to }까지. 점을 누르면 그곳에 둡니다. 화살표로 보이는 범위를 옮깁니다.


## Ratings, statistics and history.

leaderboard-empty = **{ $family }** 레이팅 대국이 아직 없습니다({ $scope }). 레이팅 대국: `/pente challenge ... rated:true`.
leaderboard-no-page = **{ $family }** 순위표({ $scope })에 { $page } 페이지가 없습니다.
leaderboard-title = **{ $family }** 순위표({ $scope }), { $page } 페이지:
leaderboard-provisional = ? = 잠정(대국 수가 아직 적음)
leaderboard-no-server = 여기는 서버가 아닙니다. scope:global을 쓰세요.
scope-global = 전체
scope-server = 이 서버
stats-none = { $player }은(는) 아직 레이팅 대국이 없습니다.
stats-title = { $player }의 레이팅:
stats-line = **{ $family }**({ $scope }): { $rating }{ $provisional } ± { $deviation } · { $games }국: { $won }승 { $lost }패 { $drawn }무
stats-provisional = { " " }(잠정)
record-streak = 연속: { $count }{ $result ->
        [win] 연승
        [loss] 연패
       *[draw] 연속 무승부
    }.
record-favourite = 자주 쓰는 오프닝: { $opening }({ $count }국).
record-recent = 최근 대국:
history-none = { $player }은(는) 아직 끝난 대국이 없습니다.
history-title = { $player }의 최근 대국:
history-export = `/pente export game:<번호>`로 대국 기보를 받을 수 있습니다.
past-line = **#{ $id }** { $variant }, 상대 { $opponents }: { $result ->
        [win] 승
        [loss] 패
        [draw] 무승부
       *[cancelled] 취소
    }{ $reason }{ $rated }, { $moves }수{ $when }
past-rated = , 레이팅


## Ratings on the board, the rate limit, records and replays.

ratings-line = 레이팅({ $family }, { $scope }): { $changes }
slow-down = 천천히 해 주세요: 대국자당 { $setting }회까지입니다. { $seconds }초 뒤에 다시 시도하세요.
other-bots = 다른 봇은 대국할 수 없습니다. 사람에게 도전하거나 `/pente play-bot`으로 저와 두세요.
import-too-big = `{ $file }`은(는) { $size } KB입니다. 기보는 { $max } KB까지입니다.
import-no-file = Discord에서 파일을 받지 못했습니다. 다시 시도하세요.
import-not-text = `{ $file }`은(는) 텍스트 파일이 아닙니다. pente.org(또는 `/pente export`)에서 기보를 내보내 첨부하세요.
import-unreadable = `{ $file }`을(를) 읽을 수 없습니다: { $error }
imported = `{ $file }`: **{ $variant }**, { $first } 대 { $second }, { $moves }수, { $outcome }. 검토용입니다: 저장하지 않고 레이팅에 넣지 않습니다.
imported-drawn = 무승부
imported-won = { $winners } 승리({ $reason })
imported-unfinished = 끝나지 않음
export-text = 대국 #{ $id }({ $variant })의 기보, pente.org 형식입니다.
replay-text = { $heading }
    다시보기: { $total }수 중 { $ply }수째{ $what }.
replay-played = ({ $who }: { $move })
replay-empty = (빈 판)
gif-too-long = 대국 #{ $id }은(는) GIF 하나로는 너무 깁니다({ $size } MB). 버튼으로 한 수씩 보세요.
gif-caption = 대국 #{ $id }, 모든 수.
gif-failed = 다시보기를 그리지 못했습니다. 죄송합니다.


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }`은(는) 옵션이 아닙니다. key=value로 쓰세요. 예: `captures=false` (키 목록은 `/pente rules`)
autocomplete-your-turn = { " " }(당신 차례)
rules-coordinates = 좌표: 열 { $columns }, 행은 아래에서부터(예: { $example }).
rules-options = 규칙 옵션(`options:`에 key=value, 예: `captures=false`): { $keys }.

## 도움말

help-text =
    { "**" }Discord에서 Pente(오목·렌주의 친척)**
    `/pente challenge @상대 [variant] [size] [opening] [first]`: 대국을 신청합니다. 상대에게 수락 / 거절 버튼이 갑니다.
    `/pente lobby [variant] [players]`: 누구나 참가할 수 있는 3~4인(또는 팀) 대국.
    `/pente move K10`: 돌을 둡니다(영문자는 열, 숫자는 아래에서부터의 행). 오프닝 선택도: `choose=black`.
    `/pente board`: 여기에 대국 판을 보여 줍니다. `/pente games`: 내 대국.
    `/pente resign`: 기권. `/pente draw`: 무승부 제안. `/pente takeback`: 마지막 수 무르기 요청.
    `/pente cancel`: 둘째 수 전에 대국 취소. `/pente rules [variant]`: 규칙.
    모든 명령어는 `game:`으로 여러 대국 중 하나를 고를 수 있습니다.
    `/pente settings [threads] [default_rules] [language]`: 이 서버의 설정(바꾸려면 서버 관리 권한 필요).
    `/pente review game`: 끝난 대국의 엔진 복기(마지막 판 아래 복기 버튼으로도). `/pente prefs`: 판 테마, 착수 확인, 차례 알림.


## 규칙 엔진의 거절: 둘 수 없는 수, 오프닝 선택, 수 표기, 규칙 옵션, 시간.
## 좌표, 수 표기(choose=black), 옵션의 키와 값, 변형 이름은 번역하지 않습니다.

move-off-board = ({ $x }, { $y })은(는) 판 밖입니다. 열은 { $columns }, 행은 1-{ $size }입니다
move-opening-area = { $point }은(는) 오프닝에서 둘 수 있는 범위 밖입니다: { $area }
area-centre = { $stone }번째 돌은 천원 { $centre }에 두어야 합니다
area-within = { $stone }번째 돌은 가운데 { $n }x{ $n } 범위 { $square } 안에 두어야 합니다
area-away = 선수의 두 번째 돌은 중앙 { $centre }에서 { $min }칸 이상 떨어진 { $square } 바깥에 두어야 합니다{ $gpente ->
        [yes] . 또한 중앙의 행이나 열에서 중앙으로부터 3칸이나 4칸 떨어진 곳에는 둘 수 없습니다(G-Pente)
       *[no] {""}
    }
move-self-capture = { $point }에 두면 자기 돌이 따먹히는 자리에 들어갑니다. 이 규칙에서는 금지입니다(따내거나 이기는 수라도)
move-decision-required = 먼저 { $seat }번 대국자가 선택해야 합니다: { $expected }
move-no-decision = 지금은 오프닝 선택이 없습니다. { $expected }
move-not-your-decision = 선택은 { $seat }번 대국자가 합니다. 당신이 아닙니다
move-no-such-seat = { $seat }번 대국자는 이 대국에 없습니다
move-already-left = { $seat }번 대국자는 이미 이 대국에서 나갔습니다
move-no-such-colour = 색 { $number }은(는) 이 대국에 없습니다
move-not-a-move = 시간승 요청과 무승부 합의는 각각의 명령어로 합니다
move-offer-count = 다섯 번째 수 후보를 정확히 { $needed }개 제시하세요({ $offered }개가 아니라)
move-offered-twice = { $point }이(가) 두 번 제시되었습니다
move-symmetric-offers = { $first }와(과) { $second }은(는) 국면의 대칭으로 같은 수입니다. 서로 다른 열 수를 제시하세요
move-not-offered = { $point }은(는) 제시되지 않았습니다. { $offered } 중에서 고르세요
move-no-pass-opening = 오프닝이 끝날 때까지 패스할 수 없습니다
move-no-pass = 이 규칙에는 패스가 없습니다(pass=false)
expect-stone = 돌을 두세요
expect-choose-colour = 색을 고르세요: choose={ $first } 또는 choose={ $second }
expect-swap2 = choose={ $first } 또는 choose={ $second }로 색을 고르거나, 돌을 두 개 더 두세요({ $second-colour } 다음 { $first-colour })
expect-taraguchi-swap = 색을 골라 교체하거나 유지하세요. 다음 돌을 두면 유지합니다
expect-taraguchi-branch = choose={ $first } 또는 choose={ $second }(1안: 유지하거나 교체한 뒤 9x9 범위에 다섯 번째 돌), 또는 다섯 번째 수 후보 열 개 제시(2안)
expect-taraguchi-pick = 제시된 다섯 번째 수 후보 중 하나를 고르세요: { $points }
end-reason-name = { $reason ->
        [five] 오목
        [four] 사목
        [six] 육목
        [captures] 따낸 돌
        [resign] 기권
        [timeout] 시간패
        [forbidden] 금수
        [board-full] 판이 가득 참
        [no-legal-move] 둘 곳 없음
        [agreement] 합의
        [two-passes] 두 번 패스
       *[other] { $reason }
    }
list-or = { $first } 또는 { $second }
token-bad-colour = `{ $colour }`은(는) 이 대국의 색이 아닙니다. { $options }을(를) 쓰세요
token-unknown = `{ $token }`은(는) 수로 읽을 수 없습니다. K10 같은 좌표, choose=<색>, offer=<c>,<c>,..., pick=<c>, pass, resign을 쓰세요
coord-malformed = `{ $text }`은(는) 좌표가 아닙니다. { $example }처럼 열 문자와 행 번호로 쓰세요
coord-no-column-i = 이 판에는 I열이 없습니다(I를 건너뜁니다). 열은 { $columns }입니다
coord-column-off-board = { $letter }열은 판 밖입니다. 열은 { $columns }입니다
coord-row-off-board = { $row }행은 판 밖입니다. 행은 1-{ $size }입니다
rules-unknown-preset = `{ $name }`(이)라는 규칙은 없습니다. 규칙 목록: { $list }
rules-unknown-key = `{ $key }`(이)라는 옵션은 없습니다. 옵션: { $keys }
rules-bad-value = `{ $value }`은(는) { $key }의 값으로 쓸 수 없습니다. 가능한 값: { $expected }
rules-expected-values = { $key ->
        [size] 7부터 25까지의 홀수
        [players] 2, 3, 4
        [win_line] 5, 5+, 4, 4+, 6+
        [capture_win] 5, 4, off(따낸 돌은 두 개씩 셉니다)
        [self_capture] allowed, poof, forbidden
        [overtime] off, line-break, line-capture
        [opening] none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente, g-pente
        [renju_foul] refuse, lose
        [stones_per_turn] 1, 2
       *[other] true, false
    }
rules-empty-spec = 규칙이 비어 있습니다. pente 같은 기본 규칙으로 시작하세요
conflict-board-size = 판 크기 { $size }은(는) 쓸 수 없습니다. 7부터 25까지의 홀수를 쓰세요(보통 9, 13, 15, 19)
conflict-players = { $players }명으로는 둘 수 없습니다. 2, 3, 4명으로 하세요
conflict-teams-need-four = 팀전은 정확히 4명이 필요합니다(2인 2팀)
conflict-needs-captures = { $option }에는 따내기가 필요한데 { $preset }에는 따내기가 없습니다(먼저 captures=true로 하세요)
conflict-mixed-capture = mixed_capture는 3명이나 4명일 때만 의미가 있습니다(두 명이면 상대는 한 명입니다)
conflict-opening-for-two = { $opening } 오프닝은 2인용입니다. { $players }명이면 pro, long-pro, none을 쓰세요
conflict-board-too-small = { $opening } 오프닝에는 중앙에서 { $distance }칸 떨어진 점이 필요합니다. { $size }줄 이상의 판을 쓰세요
conflict-adjacent-only = adjacent_only는 { $opening } 오프닝과 함께 쓸 수 없습니다. 선수의 두 번째 돌은 중앙에서 멀리 두어야 해서 다른 돌에 닿을 수 없습니다
conflict-taraguchi-board = taraguchi-10에는 가운데 9x9 범위가 필요합니다. 9줄 이상의 판을 쓰세요
conflict-renju-captures = 렌주에는 따내기가 없습니다. captures=false로 하거나 다른 게임을 고르세요
conflict-renju-players = 렌주는 2인 게임입니다
conflict-renju-win-line = 렌주의 금수는 오목을 기준으로 정해져 있습니다. win_line은 5+로 두세요
conflict-pass = 패스는 한 번에 돌 하나를 두는 2인 대국용입니다. pass=false로 하세요
conflict-two-stones-captures = 한 번에 두 돌(Connect6)은 따내기와 함께 쓸 수 없습니다
conflict-two-stones-opening = 한 번에 두 돌(Connect6)은 흑의 첫 수가 한 돌이라 이미 균형이 맞습니다. opening=none을 쓰세요
conflict-two-stones-renju = 렌주 규칙은 한 번에 한 돌입니다
clock-unreadable = `{ $typed }`은(는) 시간 설정으로 읽을 수 없습니다. 수당 시간(예: 30m, 1h, 3d)이나 실시간 대국의 분과 추가 시간(예: 5m+10s, 10+5)을 쓰세요
clock-bad-per-move = 수당 시간은 1분부터 14일까지입니다({ $typed }이(가) 아니라)
clock-bad-base = 실시간 대국의 기본 시간은 각자 1분부터 3시간까지입니다({ $typed }이(가) 아니라)
clock-bad-increment = 실시간 대국의 추가 시간은 0부터 5분까지입니다({ $typed }이(가) 아니라)


## 변형(이름은 그대로)과 규칙 요약: /pente rules, 도전, 로비에 씁니다.

variant-pente = 오목 또는 5쌍 따내기; Pro 오프닝
variant-keryo-pente = 석 점도 따낼 수 있는 펜테; 15개를 따내면 승리
variant-gomoku = 자유룰: 다섯 이상 연속, 따내기 없음, 흑 선
variant-gomoku-standard = 정확히 다섯이면 승리, 장목은 승리가 아님
variant-renju = 흑에게 금수가 있음(33, 44, 장목); Taraguchi-10
variant-boat-pente = 오목을 다음 수의 따내기로 깰 수 있음
variant-poof-pente = 협공 자리에 두면 자기 두 점이 따내짐
variant-g-pente = 두 번째 백돌에 제한을 더한 Pro 오프닝
variant-d-pente = 1번 대국자가 돌 네 개를 두고 2번 대국자가 색을 고름
variant-dk-pente = Keryo 따내기를 쓰는 D-Pente
variant-swap2-pente = Swap2 오프닝의 펜테
variant-swap2-keryo = Swap2 오프닝의 Keryo-Pente
variant-o-pente = Keryo + Poof + Boat를 모두 합친 규칙
variant-connect6 = 육목; 흑의 첫 수 뒤로는 한 번에 두 돌
variant-team-pente = 2인 2팀의 4인 대국, 따낸 돌은 팀 합산
variant-pente-3p = 3인 개인전 펜테
variant-pente-4p = 4인 개인전 펜테
summary-separator = {", "}
summary-size = { $size }x{ $size }
summary-players = { $players }인
summary-teams = 2인 2팀
summary-row = { $overline ->
        [yes] { $length }목 이상
       *[no] 정확히 { $length }목
    }
summary-renju-row = 흑은 정확히 오목, 백은 오목 이상
summary-captures = { $what ->
        [threes] 두 점과 석 점 따내기
       *[pairs] 두 점 따내기
    }, { $stones }개를 따내면 승리
summary-captures-no-win = { $what ->
        [threes] 두 점과 석 점 따내기
       *[pairs] 두 점 따내기
    }, 따내기 승리 없음
summary-no-captures = 따내기 없음
summary-poof = poof(자충 따내기)
summary-self-capture-forbidden = 협공 자리에 두기 금지
summary-line-break = 오목을 따내기로 깰 수 있음
summary-line-capture = 오목을 통째로 따낼 수 있음
summary-mixed-capture = 혼합 따내기
summary-renju-refuse = 흑의 33, 44, 장목은 둘 수 없음
summary-renju-lose = 흑의 33, 44, 장목은 패배
summary-two-stones = 한 번에 두 돌
summary-adjacent-only = 모든 돌은 다른 돌에 닿아야 함
summary-pass = 패스 가능, 연속 두 번 패스하면 무승부
summary-opening = 오프닝: { $opening }
summary-first = { $colour } 선


## 봇이 읽지 못한 인수와, 맞지 않는 곳에서 쓴 명령어.

argument-unreadable = `{ $input }`은(는) 이 옵션에 쓸 수 있는 값이 아닙니다. 무엇을 요구하는지 확인하고 다시 시도하세요.
argument-unreadable-unknown = 옵션 하나를 읽지 못했습니다. 각 옵션이 무엇을 요구하는지 확인하고 다시 시도하세요.
command-outdated = 이 명령어는 방금 바뀌었습니다. 1분 뒤에 다시 시도하세요.
command-guild-only = 이 명령어는 서버에서만 쓸 수 있습니다.


## 순위표의 열 제목(짧게: 표는 고정폭입니다).

leaderboard-rank = #
leaderboard-player = 대국자
leaderboard-rating = 레이팅
leaderboard-games = 대국
leaderboard-won = 승
leaderboard-lost = 패
leaderboard-drawn = 무


## 가져온 기보의 오류(import-unreadable 뒤에 붙습니다).

record-error = { $line }행 { $column }열: `{ $token }`: { $what }
record-too-large = 기보가 { $max }KiB보다 큽니다
record-bad-header = 헤더는 [Key "value"] 형태로 씁니다
record-rules-header = Rules 헤더: { $error }
record-no-game-header = 기보에 Game 헤더가 없습니다. [Game "Pente"]를 넣거나 --rules를 지정하세요
record-unknown-game = `{ $name }`(이)라는 게임은 없습니다. --rules로 규칙을 지정하세요
record-after-result = 결과 뒤에는 아무것도 올 수 없습니다
