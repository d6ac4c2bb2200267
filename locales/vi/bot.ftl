# Lời của bot bằng tiếng Việt. Tọa độ (K10), ký hiệu nước đi (choose=black), lệnh
# (/pente move) và tên biến thể (pente, renju) giữ nguyên.

## Từ chối.

refusal-no-such-game = không có ván #{ $id }
refusal-no-game-going = Bạn không có ván nào đang chơi. Bắt đầu một ván bằng `/pente challenge`.
refusal-which-game = Bạn không có ván nào trong kênh này; hãy chọn một ván bằng `game:` ({ $games }).
refusal-default-rules-players = luật mặc định phải là cho ván hai người (sảnh tự chọn số người); { $rules } dành cho { $players } người
refusal-no-such-challenge = không có lời thách đấu #{ $id }
refusal-not-in-game = bạn không chơi trong ván #{ $id }
refusal-not-invited = lời thách đấu này không dành cho bạn
refusal-not-host = chỉ người tạo lời thách đấu #{ $id } mới làm được việc này
refusal-challenge-closed = lời thách đấu #{ $id } { $status ->
        [expired] đã hết hạn
        [declined] đã bị từ chối
        [accepted] đã được nhận
        [cancelled] đã bị rút lại
       *[other] đang ở trạng thái { $status }
    }; hãy tạo lời mới bằng /pente challenge
refusal-unfair-rating = ván hai người tính điểm cần một luật khai cuộc công bằng (pro, long-pro, swap, swap2, taraguchi-10, d-pente hoặc g-pente); thêm opening:pro, hoặc bỏ rated
refusal-custom-rules-rated = ván tính điểm chơi theo luật gốc của biến thể (chỉ được đổi khai cuộc, và số người hoặc đội); bỏ các tùy chọn khác, hoặc bỏ rated
refusal-self-challenge = bạn không thể thách đấu chính mình
refusal-duplicate-player = { $name } bị ghi hai lần
refusal-wrong-player-count = luật này dành cho { $needed } người, nhưng có { $got } người được nêu
refusal-already-joined = bạn đã ở trong sảnh này rồi
refusal-lobby-full = sảnh đã đủ người ({ $count } người)
refusal-lobby-not-ready = sảnh cần { $needed } người để bắt đầu; mới có { $got } người vào
refusal-host-cannot-leave = chủ sảnh không thể rời sảnh; hãy đóng sảnh
refusal-left-game = bạn đã rời ván #{ $id }; những người khác chơi tiếp
refusal-takeback-past-drop-out = xin đi lại không thể hủy việc đầu hàng hay hết giờ của người khác
refusal-bad-clock = thời gian mỗi nước phải ít nhất một giây
refusal-game-not-over = ván #{ $id } vẫn đang diễn ra: tái đấu sau khi ván kết thúc
refusal-game-not-active = ván #{ $id } { $status ->
        [finished] đã kết thúc
        [cancelled] đã bị hủy
        [active] đang diễn ra
       *[other] đang ở trạng thái { $status }
    }
refusal-position-changed = thế cờ đã thay đổi từ lúc bạn xem (trước ở nước { $expected }, nay ở nước { $actual }, hoặc một nước đã được đi lại); hãy xem bàn cờ mới rồi thử lại
refusal-no-draw-offer = chưa ai cầu hòa trong ván #{ $id }; dùng /pente draw để cầu hòa
refusal-draw-already-offered = bạn đã cầu hòa rồi; đang chờ những người khác
refusal-no-takeback = chưa ai xin đi lại trong ván #{ $id }
refusal-own-takeback = bạn không thể tự chấp nhận lời xin đi lại của mình
refusal-nothing-to-take-back = bạn không có nước nào để đi lại
refusal-takeback-pending = đã có một lời xin đi lại đang chờ trong ván #{ $id }
refusal-not-timed-out = người đến lượt vẫn còn thời gian (đến { $until }); sau đó bạn mới có thể đòi thắng
refusal-no-clock = ván #{ $id } không tính giờ, nên không ai thua vì hết giờ
refusal-own-timeout = đang là lượt của bạn: bạn không thể đòi xử thua hết giờ cho chính mình
refusal-too-late-to-cancel = ván #{ $id } đã bắt đầu: không thể hủy nữa; hãy đầu hàng
refusal-bad-level = máy chơi các cấp từ 1 đến 8, không phải { $level }
refusal-computer-two-players = máy chỉ chơi ván hai người; biến thể này dành cho { $count } người
refusal-computer-no-draw = máy không đồng ý hòa: hãy chơi tiếp, hoặc đầu hàng
refusal-computer-rated-takeback = ván tính điểm với máy không được đi lại
refusal-flag-fell = bạn đã hết giờ trong ván #{ $id }: ván này thua vì hết giờ
refusal-duplicate = việc này đã làm rồi (cùng một yêu cầu đến hai lần)
refusal-outage = cơ sở dữ liệu hiện không dùng được; vui lòng thử lại sau giây lát
refusal-our-fault = Có lỗi ở phía chúng tôi; vui lòng thử lại sau giây lát.
command-failed = Có lỗi ở phía chúng tôi; vui lòng thử lại.
move-game-over = ván cờ đã kết thúc
move-not-your-turn = chưa đến lượt bạn: đến lượt người chơi { $seat } ({ $colour })
move-occupied = { $point } đã có quân
move-not-adjacent = { $point } không chạm quân nào; với luật adjacent-only mỗi quân phải đặt cạnh một quân khác
move-renju-foul = { $point } là nước cấm của Đen: nó tạo { $foul ->
        [overline] hàng dài (sáu quân trở lên, { $shape })
        [double-four] bốn-bốn ({ $shape })
       *[double-three] ba-ba ({ $shape })
    }

## Trả lời.

thinking-answer-below = Xin lỗi đã để bạn chờ: câu trả lời ở bên dưới.
posted-in-thread = Đã đăng trong chủ đề của ván: { $thread }.

## /pente settings

settings-need-server = Cài đặt thuộc về một máy chủ; hãy dùng lệnh này trong máy chủ.
settings-need-manage = Chỉ thành viên có quyền Quản lý máy chủ mới đổi được cài đặt.
settings-saved = Đã lưu. { $settings }
settings-text = Ván trong chủ đề: **{ $threads ->
        [on] bật
       *[off] tắt
    }**. Luật mặc định: **{ $rules }**.
settings-language = Ngôn ngữ tin nhắn ván cờ: **{ $language }**.
settings-bad-language = `{ $input }` không phải là ngôn ngữ của bot: hãy dùng { $codes }, hoặc `discord` để theo ngôn ngữ Discord của máy chủ.

## Tin nhắn ván cờ (theo ngôn ngữ của máy chủ). Tên người chơi không bao giờ được dịch.

colour-white = trắng
colour-black = đen
colour-red = đỏ
colour-blue = xanh
game-heading = **Ván #{ $id } · { $variant }** · { $players }
players-versus = { $left } đấu { $right }
player-with-colour = { $player } ({ $colour })
seat-number = ghế { $seat }
computer-name = Máy (cấp { $level })
action-placed = { $who } đi **{ $move }**
action-chose = { $who } chọn **{ $colour }**
action-offered = { $who } đưa ra { $count } nước thứ năm
action-picked = { $who } chọn **{ $point }**
action-passed = { $who } bỏ lượt
action-resigned = { $who } đầu hàng
action-timed-out = { $who } hết giờ
action-draw = Các người chơi đồng ý hòa
action-with-captures = { $action } và ăn { $count } quân
action-sentence = { $action }.
captures-line = Quân đã ăn: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] với bốn quân liên tiếp
        [6] với sáu quân liên tiếp
       *[other] với năm quân liên tiếp
    }
reason-captures = nhờ ăn quân
reason-resign = do đối thủ đầu hàng
reason-timeout = do hết giờ
reason-forbidden = vì bên kia đi vào nước cấm
reason-board-full = (bàn cờ đã đầy)
reason-no-legal-move = (không còn nước đi hợp lệ)
reason-agreement = theo thỏa thuận
reason-two-passes = (cả hai người chơi đều bỏ lượt)
status-drawn = **Ván cờ hòa** { $reason }.
status-won = **{ $winners } thắng** { $reason }.
list-and = { $first } và { $second }
status-cancelled = Ván cờ đã bị hủy.
status-to-decide = { $player } ({ $colour }) chọn: `{ $command }`{ $clock }
status-must-pass = { $player } ({ $colour }) phải bỏ lượt (mọi điểm trống đều là nước cấm): `{ $command }`{ $clock }
status-to-move = Lượt của { $player } ({ $colour }): `{ $command }`{ $clock }
clock-runs-out = { " " }· hết giờ { $when }
clock-has-left = { " " }· { $player } còn { $left }
reminder = { $player }, đến lượt bạn trong ván #{ $id }: bạn hết giờ { $when }. Hãy đi bằng `/pente move`.

## Nút.

button-play-with-buttons = Đi bằng nút
button-pass = Bỏ lượt
button-rematch = Tái đấu
button-accept = Nhận
button-decline = Từ chối

## Chữ trên hình bàn cờ.

picture-to-move = đến lượt
picture-to-decide = đang chọn
picture-captures = ăn quân
picture-team-captures = đội ăn quân
picture-team-short = đội
picture-wins = thắng
picture-draw = hòa
picture-out = bị loại


## Around the moves: draws, takebacks, lobbies, lists.

button-join = Tham gia
button-leave = Rời
button-start = Bắt đầu
button-close = Đóng
button-accept-draw = Đồng ý hòa
button-allow-takeback = Cho đi lại
button-refuse = Từ chối
draw-offer = { $heading }
    { $agreed } { $count ->
        [one] cầu hòa
       *[other] đồng ý hòa
    }. { $others }: nhận hoặc từ chối bằng các nút (hoặc `/pente draw`).
takeback-request = { $heading }
    { $who } xin đi lại nước vừa rồi ({ $count } hành động sẽ bị hủy). { $others }: nhận hoặc từ chối bằng các nút.
taken-back = { $count ->
        [one] Nước vừa rồi đã được đi lại.
       *[other] { $count } hành động gần nhất đã được đi lại.
    }
declined = { $heading }
    { $who } { $withdrawn ->
        [yes] đã rút lại
       *[no] đã từ chối
    } { $what ->
        [draw] lời cầu hòa
       *[takeback] lời xin đi lại
    }; ván cờ tiếp tục.
    { $status }
started-in-thread = { $heading }
    Ván cờ đã bắt đầu: chơi trong chủ đề bên dưới.
thread-name = Ván #{ $id } · { $variant }
note-you-played = Bạn đã đi **{ $move }**.
own-challenge = Đây là lời thách đấu của chính bạn: hãy chờ những người khác, hoặc bấm Từ chối để rút lại.
grid-not-yours = Chỉ người đến lượt mới dùng được lưới nút, vào lượt của mình.
games-line = **#{ $id }** { $variant } đấu với { $opponents } ở { $channel }, nước { $move }{ $turn }
games-your-turn = { " " }· **đến lượt bạn**
games-more = …và { $count } ván nữa (tùy chọn `game:` liệt kê tất cả).


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host } thách { $who } một ván **{ $variant }**{ $rated }
    Luật: { $rules }{ $clock }
    { $status }
challenge-rated = { " " }(tính điểm)
challenge-anyone = bất kỳ ai
challenge-waiting = Đang chờ { $who } nhận lời (hết hạn { $when }).
challenge-declined = Lời thách đấu đã bị từ chối.
challenge-withdrawn = Lời thách đấu đã được rút lại.
challenge-expired = Lời thách đấu đã hết hạn: không ai trả lời kịp.
game-started = Ván cờ đã bắt đầu.
challenge-clock = Đồng hồ: { $terms }; ai hết giờ thì thua.
lobby-message = { $host } mở sảnh cho **{ $variant }**{ $rated }: { $players } người{ $teams }, màu { $colours }
    Luật: { $rules }{ $clock }
    Người chơi ({ $joined }/{ $players }): { $list }
    { $status }
lobby-in-teams = { " " }chia hai đội
lobby-host = { $player } (chủ sảnh)
lobby-open = Bấm nút để tham gia. Ván bắt đầu khi đủ { $players } chỗ{ $early }; chỗ ngồi được bốc thăm (hết hạn { $when }).
lobby-early = , hoặc sớm hơn khi { $host } bấm Bắt đầu
lobby-closed = Sảnh đã đóng.
lobby-expired = Sảnh đã hết hạn trước khi đủ người.
lobby-clock = Đồng hồ: { $terms }; ai hết giờ thì bị loại.
clock-per-move = { $time } mỗi nước
clock-live = mỗi người { $time } (trực tiếp)
clock-live-increment = mỗi người { $time } + { $increment } mỗi nước (trực tiếp)
duration-days = { $count } ngày
duration-hours = { $count } giờ
duration-minutes = { $count } phút
duration-seconds = { $count } giây


## Opening decisions and the button grid.

decide-take = Chọn { $colour }
decide-place-two = Đặt thêm hai quân
decide-swap = Đổi: chọn { $colour }
decide-stay = Giữ { $colour }
decide-option-one = Cách 1: chọn { $colour }
decide-option-two = Cách 2: đưa ra mười nước
hint-type = Hãy gõ bằng `/pente move`: { $hint }.
hint-none = Bây giờ không có gì cần chọn; hãy đi bằng `/pente move`.
grid-text = Ván #{ $id }: các điểm từ { $from } đến { $to }. Bấm vào một điểm để đi; các mũi tên dời khung nhìn.


## Ratings, statistics and history.

leaderboard-empty = Chưa có ván tính điểm nào của **{ $family }** ({ $scope }). Ván tính điểm: `/pente challenge ... rated:true`.
leaderboard-no-page = Bảng xếp hạng **{ $family }** ({ $scope }) không có trang { $page }.
leaderboard-title = Bảng xếp hạng **{ $family }** ({ $scope }), trang { $page }:
leaderboard-provisional = ? = tạm tính (chưa đủ ván)
leaderboard-no-server = Ở đây không có máy chủ; hãy dùng scope:global.
scope-global = toàn bộ
scope-server = máy chủ này
stats-none = { $player } chưa có ván tính điểm nào.
stats-title = Điểm của { $player }:
stats-line = **{ $family }** ({ $scope }): { $rating }{ $provisional } ± { $deviation } · { $games } ván: thắng { $won }, thua { $lost }, hòa { $drawn }
stats-provisional = { " " }(tạm tính)
record-streak = Chuỗi: { $count } ván { $result ->
        [win] thắng
        [loss] thua
       *[draw] hòa
    } liên tiếp.
record-favourite = Khai cuộc ưa thích: { $opening } ({ $count } ván).
record-recent = Các ván gần đây:
history-none = { $player } chưa có ván nào kết thúc.
history-title = Các ván gần đây của { $player }:
history-export = `/pente export game:<số>` cho biên bản của một ván.
past-line = **#{ $id }** { $variant } đấu với { $opponents }: { $result ->
        [win] thắng
        [loss] thua
        [draw] hòa
       *[cancelled] đã hủy
    }{ $reason }{ $rated }, { $moves } nước{ $when }
past-rated = , tính điểm


## Ratings on the board, the rate limit, records and replays.

ratings-line = Điểm ({ $family }, { $scope }): { $changes }
slow-down = Chậm lại: tối đa { $setting } thao tác mỗi người chơi. Thử lại sau { $seconds } giây.
other-bots = Các bot khác không chơi được; hãy thách đấu một người, hoặc chơi với tôi bằng `/pente play-bot`.
import-too-big = `{ $file }` nặng { $size } KB; biên bản ván cờ tối đa { $max } KB.
import-no-file = Discord không đưa tệp cho tôi; vui lòng thử lại.
import-not-text = `{ $file }` không phải tệp văn bản; hãy xuất ván cờ từ pente.org (hoặc `/pente export`) rồi đính kèm.
import-unreadable = Không đọc được `{ $file }`: { $error }
imported = `{ $file }`: **{ $variant }**, { $first } đấu { $second }, { $moves } nước, { $outcome }. Chỉ để xem lại: không lưu, không tính điểm.
imported-drawn = hòa
imported-won = { $winners } thắng ({ $reason })
imported-unfinished = chưa kết thúc
export-text = Biên bản ván #{ $id } ({ $variant }), theo định dạng pente.org.
replay-text = { $heading }
    Xem lại, nước { $ply } trên { $total }{ $what }.
replay-played = : { $who } đi { $move }
replay-empty = : bàn cờ trống
gif-too-long = Ván #{ $id } quá dài cho một ảnh GIF ({ $size } MB); hãy xem từng nước bằng các nút.
gif-caption = Ván #{ $id }, mọi nước đi.
gif-failed = Không vẽ được phần xem lại; xin lỗi.


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }` không phải là tùy chọn: hãy viết khóa=giá_trị, vd `captures=false` (`/pente rules` liệt kê các khóa)
autocomplete-your-turn = { " " }(lượt của bạn)
rules-coordinates = Tọa độ: cột { $columns }, hàng tính từ dưới lên (vd { $example }).
rules-options = Tùy chọn luật (`options:` dạng khóa=giá_trị, vd `captures=false`): { $keys }.

## Trợ giúp.

help-text =
    { "**" }Pente trên Discord** (cùng họ với cờ caro và gomoku)
    `/pente challenge @người_chơi [variant] [size] [opening] [first]`: thách đấu ai đó; họ nhận nút Nhận / Từ chối.
    `/pente lobby [variant] [players]`: ván 3–4 người (hoặc theo đội) mà ai cũng có thể vào.
    `/pente move K10`: đặt một quân (chữ là cột, số là hàng tính từ dưới lên). Cả quyết định khai cuộc: `choose=black`.
    `/pente board`: hiện bàn cờ của ván của bạn ở đây. `/pente games`: các ván của bạn.
    `/pente resign`: đầu hàng. `/pente draw`: cầu hòa. `/pente takeback`: xin đi lại nước vừa rồi.
    `/pente cancel`: hủy ván trước nước thứ hai. `/pente rules [variant]`: luật chơi.
    Mọi lệnh đều nhận `game:` để chọn một trong nhiều ván.
    `/pente settings [threads] [default_rules] [language]`: cài đặt của máy chủ này (cần quyền Quản lý máy chủ để đổi).
    `/pente review game`: máy phân tích một ván đã xong (hoặc nút Phân tích dưới bàn cờ cuối). `/pente prefs`: giao diện bàn cờ, xác nhận nước đi và tin nhắn khi đến lượt bạn.


## Các lời từ chối của bộ luật: nước đi không hợp lệ, lựa chọn khai cuộc, cách ghi nước, tùy chọn luật, đồng hồ.
## Tọa độ, cách ghi nước (choose=black), khóa và giá trị tùy chọn và tên biến thể giữ nguyên.

move-off-board = ({ $x }, { $y }) nằm ngoài bàn cờ; các cột là { $columns }, các hàng 1-{ $size }
move-opening-area = { $point } nằm ngoài vùng khai cuộc: { $area }
area-centre = quân thứ { $stone } phải đặt ở điểm trung tâm, { $centre }
area-within = quân thứ { $stone } phải nằm trong ô vuông { $n }x{ $n } ở giữa, { $square }
area-away = quân thứ hai của người đi trước phải cách trung tâm { $centre } ít nhất { $min } điểm, ngoài ô vuông { $square }{ $gpente ->
        [yes] , và không cách trung tâm 3 hoặc 4 điểm trên hàng hoặc cột của nó (G-Pente)
       *[no] {""}
    }
move-self-capture = { $point } sẽ đưa quân của bạn vào thế bị ăn, điều mà luật này cấm (kể cả khi nước đó ăn quân hoặc thắng)
move-decision-required = người chơi { $seat } phải chọn trước: { $expected }
move-no-decision = bây giờ không có lựa chọn khai cuộc nào; { $expected }
move-not-your-decision = người chọn là người chơi { $seat }, không phải bạn
move-no-such-seat = người chơi { $seat } không có trong ván này
move-already-left = người chơi { $seat } đã rời ván này
move-no-such-colour = màu { $number } không có trong ván này
move-not-a-move = xử thua vì hết giờ và hòa theo thỏa thuận dùng lệnh riêng
move-offer-count = hãy đưa ra đúng { $needed } nước thứ năm, không phải { $offered }
move-offered-twice = { $point } được đưa ra hai lần
move-symmetric-offers = { $first } và { $second } là cùng một nước do thế cờ đối xứng; hãy đưa ra mười nước khác nhau
move-not-offered = { $point } không được đưa ra; hãy chọn một trong { $offered }
move-no-pass-opening = không được bỏ lượt cho đến khi hết khai cuộc
move-no-pass = luật này không có bỏ lượt (pass=false)
expect-stone = đặt một quân
expect-choose-colour = chọn màu: choose={ $first } hoặc choose={ $second }
expect-swap2 = choose={ $first } hoặc choose={ $second } để chọn màu, hoặc đặt thêm hai quân ({ $second-colour } rồi { $first-colour })
expect-taraguchi-swap = chọn màu để đổi hoặc giữ, hoặc đi quân tiếp theo để giữ
expect-taraguchi-branch = choose={ $first } hoặc choose={ $second } (cách 1: giữ hoặc đổi, rồi đi quân thứ năm trong ô 9x9), hoặc đưa ra mười nước thứ năm (cách 2)
expect-taraguchi-pick = chọn một trong các nước thứ năm đã đưa ra: { $points }
end-reason-name = { $reason ->
        [five] năm quân liền
        [four] bốn quân liền
        [six] sáu quân liền
        [captures] ăn quân
        [resign] đầu hàng
        [timeout] hết giờ
        [forbidden] nước cấm
        [board-full] bàn đầy
        [no-legal-move] hết nước hợp lệ
        [agreement] thỏa thuận
        [two-passes] hai lần bỏ lượt
       *[other] { $reason }
    }
list-or = { $first } hoặc { $second }
token-bad-colour = `{ $colour }` không phải màu trong ván này; hãy dùng { $options }
token-unknown = `{ $token }` không phải nước đi: hãy dùng tọa độ như K10, choose=<màu>, offer=<c>,<c>,..., pick=<c>, pass hoặc resign
coord-malformed = `{ $text }` không phải tọa độ: hãy viết chữ cột và số hàng, như { $example }
coord-no-column-i = bàn này không có cột I (các chữ bỏ qua I); các cột là { $columns }
coord-column-off-board = cột { $letter } nằm ngoài bàn cờ; các cột là { $columns }
coord-row-off-board = hàng { $row } nằm ngoài bàn cờ; các hàng là 1-{ $size }
rules-unknown-preset = không có luật `{ $name }`; các luật có: { $list }
rules-unknown-key = không có tùy chọn `{ $key }`; các tùy chọn: { $keys }
rules-bad-value = `{ $value }` không phải giá trị hợp lệ cho { $key }; cần { $expected }
rules-expected-values = { $key ->
        [size] một số lẻ từ 7 đến 25
        [players] 2, 3 hoặc 4
        [win_line] 5, 5+, 4, 4+ hoặc 6+
        [capture_win] 5, 4 hoặc off (ăn quân tính theo cặp)
        [self_capture] allowed, poof hoặc forbidden
        [overtime] off, line-break hoặc line-capture
        [opening] none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente hoặc g-pente
        [renju_foul] refuse hoặc lose
        [stones_per_turn] 1 hoặc 2
       *[other] true hoặc false
    }
rules-empty-spec = luật đang trống; hãy bắt đầu bằng một luật có sẵn như pente
conflict-board-size = không dùng được bàn cỡ { $size }; hãy dùng cỡ lẻ từ 7 đến 25 (thường là 9, 13, 15 và 19)
conflict-players = không chơi được với { $players } người; hãy dùng 2, 3 hoặc 4
conflict-teams-need-four = chơi theo đội cần đúng 4 người (hai đội, mỗi đội hai người)
conflict-needs-captures = { $option } cần luật ăn quân, mà { $preset } không có (hãy đặt captures=true trước)
conflict-mixed-capture = mixed_capture chỉ có ý nghĩa với 3 hoặc 4 người (hai người thì chỉ có một đối thủ)
conflict-opening-for-two = khai cuộc { $opening } dành cho hai người; với { $players } người hãy dùng pro, long-pro hoặc none
conflict-board-too-small = khai cuộc { $opening } cần các điểm cách trung tâm { $distance }; hãy dùng bàn cỡ ít nhất { $size }
conflict-adjacent-only = không thể kết hợp adjacent_only với khai cuộc { $opening }: quân thứ hai của người đi trước phải ở xa trung tâm, nơi nó không chạm được quân nào
conflict-taraguchi-board = taraguchi-10 cần vùng trung tâm 9x9; hãy dùng bàn cỡ ít nhất 9
conflict-renju-captures = renju không có ăn quân; hãy đặt captures=false hoặc chọn trò khác
conflict-renju-players = renju là trò chơi hai người
conflict-renju-win-line = nước cấm của renju được định nghĩa cho năm quân liền; hãy giữ win_line là 5+
conflict-pass = bỏ lượt dành cho hai người mỗi lượt đặt một quân; hãy đặt pass=false
conflict-two-stones-captures = hai quân mỗi lượt (Connect6) không thể kết hợp với ăn quân
conflict-two-stones-opening = hai quân mỗi lượt (Connect6) đã cân bằng nhờ nước đầu chỉ một quân của Đen; hãy dùng opening=none
conflict-two-stones-renju = luật renju là một quân mỗi lượt
clock-unreadable = `{ $typed }` không phải đồng hồ: hãy viết thời gian mỗi nước (vd 30m, 1h, 3d) hoặc số phút cộng thời gian cộng thêm cho đồng hồ trực tiếp (vd 5m+10s, 10+5)
clock-bad-per-move = thời gian mỗi nước phải từ 1 phút đến 14 ngày, không phải { $typed }
clock-bad-base = đồng hồ trực tiếp bắt đầu với mỗi người từ 1 phút đến 3 giờ, không phải { $typed }
clock-bad-increment = thời gian cộng thêm của đồng hồ trực tiếp phải từ 0 đến 5 phút, không phải { $typed }


## Các biến thể (giữ nguyên tên) và tóm tắt luật, cho /pente rules, lời thách đấu và phòng chờ.

variant-pente = năm quân liền hoặc ăn 5 cặp; khai cuộc Pro
variant-keryo-pente = Pente được ăn cả ba quân; ăn 15 quân thì thắng
variant-gomoku = tự do: năm quân liền trở lên, không ăn quân, Đen đi trước
variant-gomoku-standard = đúng năm quân liền mới thắng, quá năm thì không
variant-renju = Đen có nước cấm (3x3, 4x4, quá năm); Taraguchi-10
variant-boat-pente = năm quân liền có thể bị phá bằng một nước ăn quân ở lượt sau
variant-poof-pente = đi vào thế kẹp thì cặp quân của mình bị ăn
variant-g-pente = khai cuộc Pro với giới hạn thêm cho quân trắng thứ hai
variant-d-pente = người chơi 1 đặt bốn quân, người chơi 2 chọn màu
variant-dk-pente = D-Pente với luật ăn quân Keryo
variant-swap2-pente = Pente với khai cuộc Swap2
variant-swap2-keryo = Keryo-Pente với khai cuộc Swap2
variant-o-pente = Keryo + Poof + Boat cùng lúc
variant-connect6 = sáu quân liền; mỗi lượt hai quân sau nước đầu của Đen
variant-team-pente = bốn người chia hai đội, quân ăn được tính chung
variant-pente-3p = Pente ba người, ai cũng là đối thủ
variant-pente-4p = Pente bốn người, ai cũng là đối thủ
summary-separator = {", "}
summary-size = { $size }x{ $size }
summary-players = { $players } người chơi
summary-teams = 2 đội 2 người
summary-row = { $overline ->
        [yes] { $length } quân liền trở lên
       *[no] đúng { $length } quân liền
    }
summary-renju-row = Đen đúng 5 quân liền, Trắng 5 trở lên
summary-captures = ăn { $what ->
        [threes] cặp và bộ ba
       *[pairs] cặp
    }, ăn { $stones } quân thì thắng
summary-captures-no-win = ăn { $what ->
        [threes] cặp và bộ ba
       *[pairs] cặp
    }, không thắng bằng ăn quân
summary-no-captures = không ăn quân
summary-poof = poof (tự bị ăn)
summary-self-capture-forbidden = cấm đi vào thế kẹp
summary-line-break = năm quân liền có thể bị phá bằng ăn quân
summary-line-capture = năm quân liền có thể bị ăn cả hàng
summary-mixed-capture = ăn quân hỗn hợp
summary-renju-refuse = 3x3, 4x4 và quá năm của Đen bị từ chối
summary-renju-lose = 3x3, 4x4 và quá năm của Đen bị xử thua
summary-two-stones = mỗi lượt hai quân
summary-adjacent-only = mỗi quân phải chạm một quân khác
summary-pass = được bỏ lượt, hai lần bỏ lượt liên tiếp là hòa
summary-opening = khai cuộc: { $opening }
summary-first = { $colour } đi trước


## Đối số bot không đọc được, và lệnh dùng sai chỗ.

argument-unreadable = `{ $input }` không phải giá trị mà tùy chọn này nhận; hãy xem nó yêu cầu gì rồi thử lại.
argument-unreadable-unknown = Không đọc được một trong các tùy chọn; hãy xem mỗi tùy chọn yêu cầu gì rồi thử lại.
command-outdated = Lệnh này vừa thay đổi; hãy thử lại sau một phút.
command-guild-only = Lệnh này chỉ dùng được trong máy chủ.


## Tiêu đề cột của bảng xếp hạng (ngắn: bảng dùng phông đều).

leaderboard-rank = #
leaderboard-player = người chơi
leaderboard-rating = điểm
leaderboard-games = ván
leaderboard-won = T
leaderboard-lost = B
leaderboard-drawn = H


## Lỗi trong biên bản ván cờ được nhập (sau import-unreadable).

record-error = dòng { $line }, cột { $column }: `{ $token }`: { $what }
record-too-large = biên bản lớn hơn { $max } KiB
record-bad-header = tiêu đề được viết dạng [Key "value"]
record-rules-header = trong tiêu đề Rules: { $error }
record-no-game-header = biên bản không có tiêu đề Game; hãy thêm [Game "Pente"] hoặc dùng --rules
record-unknown-game = không biết trò `{ $name }`; hãy cho luật bằng --rules
record-after-result = không được có gì sau kết quả
