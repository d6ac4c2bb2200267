# ボットの日本語の文言。座標 (K10)、手の記法 (choose=black)、コマンド (/pente move)、
# ルール名 (pente, renju) はそのまま残します。

## お断り

refusal-no-such-game = 対局 #{ $id } はありません
refusal-no-game-going = 進行中の対局はありません。`/pente challenge` で始めましょう。
refusal-which-game = このチャンネルにあなたの対局はありません。`game:` で対局を指定してください（{ $games }）。
refusal-default-rules-players = 既定のルールは二人対局用でなければなりません（ロビーは人数を自分で決めます）。{ $rules } は { $players } 人用です
refusal-no-such-challenge = 挑戦 #{ $id } はありません
refusal-not-in-game = あなたは対局 #{ $id } の対局者ではありません
refusal-not-invited = この挑戦はあなた宛てではありません
refusal-not-host = それができるのは挑戦 #{ $id } を出した人だけです
refusal-challenge-closed = 挑戦 #{ $id } は{ $status ->
        [expired] 期限切れです
        [declined] 断られました
        [accepted] 受けられました
        [cancelled] 取り下げられました
       *[other] { $status } です
    }。/pente challenge で新しく挑戦してください
refusal-unfair-rating = レーティング対局には公平にする開局規定が必要です（pro, long-pro, swap, swap2, taraguchi-10, d-pente, g-pente）。opening:pro を付けるか、rated を外してください
refusal-custom-rules-rated = レーティング対局はそのルール本来の規定で打ちます（変えられるのは開局規定と人数・チームだけです）。他のオプションを外すか、rated を外してください
refusal-self-challenge = 自分自身には挑戦できません
refusal-duplicate-player = { $name } が二回指定されています
refusal-wrong-player-count = このルールは { $needed } 人用ですが、{ $got } 人が指定されました
refusal-already-joined = すでにこのロビーに参加しています
refusal-lobby-full = ロビーは満員です（{ $count } 人）
refusal-lobby-not-ready = 開始には { $needed } 人必要です。参加者は { $got } 人です
refusal-host-cannot-leave = 主催者はロビーを抜けられません。代わりにロビーを閉じてください
refusal-left-game = あなたは対局 #{ $id } から抜けました。他の人が続けます
refusal-takeback-past-drop-out = 待ったで他の対局者の投了や時間切れは取り消せません
refusal-bad-clock = 一手の持ち時間は1秒以上にしてください
refusal-game-not-over = 対局 #{ $id } はまだ続いています。再戦は終局後です
refusal-game-not-active = 対局 #{ $id } は{ $status ->
        [finished] 終局しています
        [cancelled] 中止されました
        [active] 進行中です
       *[other] { $status } です
    }
refusal-position-changed = あなたが見た後に局面が変わりました（{ $expected } 手目から { $actual } 手目へ、または待ったがありました）。新しい盤面を見てもう一度どうぞ
refusal-no-draw-offer = 対局 #{ $id } では誰も引き分けを提案していません。/pente draw で提案できます
refusal-draw-already-offered = すでに引き分けを提案しています。相手の返事を待っています
refusal-no-takeback = 対局 #{ $id } では誰も待ったを求めていません
refusal-own-takeback = 自分の待ったを自分で認めることはできません
refusal-nothing-to-take-back = 待ったできる手がありません
refusal-takeback-pending = 対局 #{ $id } ではすでに待ったの申し出が返事を待っています
refusal-not-timed-out = 手番の人にはまだ時間があります（{ $until } まで）。それを過ぎたら勝ちを申し立てられます
refusal-no-clock = 対局 #{ $id } には持ち時間がないので、時間切れ負けはありません
refusal-own-timeout = あなたの手番です。自分に時間切れを申し立てることはできません
refusal-too-late-to-cancel = 対局 #{ $id } はもう始まっているので中止できません。投了してください
refusal-bad-level = コンピューターのレベルは 1 から 8 です（{ $level } ではありません）
refusal-computer-two-players = コンピューターは二人対局のみ打ちます。このルールは { $count } 人用です
refusal-computer-no-draw = コンピューターは引き分けに応じません。続けるか、投了してください
refusal-computer-rated-takeback = コンピューターとのレーティング対局では待ったはできません
refusal-flag-fell = 対局 #{ $id } であなたの時間が切れました。時間切れ負けです
refusal-duplicate = これはすでに処理済みです（同じ要求が二回届きました）
refusal-outage = 現在データベースを使えません。少ししてからもう一度お試しください
refusal-our-fault = こちら側で問題が起きました。少ししてからもう一度お試しください。
command-failed = こちら側で問題が起きました。もう一度お試しください。
move-game-over = 対局は終わっています
move-not-your-turn = あなたの手番ではありません。{ $seat } 番の対局者（{ $colour }）の手番です
move-occupied = { $point } にはすでに石があります
move-not-adjacent = { $point } はどの石にも接していません。adjacent-only のルールでは、石は他の石の隣に打ちます
move-renju-foul = { $point } は黒の禁手です（{ $foul ->
        [overline] 長連
        [double-four] 四四
       *[double-three] 三三
    }、{ $shape }）

## 応答

thinking-answer-below = お待たせしました。答えは下にあります。
posted-in-thread = 対局のスレッドに投稿しました: { $thread }。

## /pente settings

settings-need-server = 設定はサーバーごとのものです。サーバー内で使ってください。
settings-need-manage = 設定を変更できるのは「サーバー管理」権限を持つメンバーだけです。
settings-saved = 保存しました。{ $settings }
settings-text = スレッドでの対局: **{ $threads ->
        [on] オン
       *[off] オフ
    }**。既定のルール: **{ $rules }**。
settings-language = 対局メッセージの言語: **{ $language }**。
settings-bad-language = `{ $input }` はこのボットの言語ではありません。{ $codes } のいずれか、またはサーバーの Discord の言語に従う `discord` を使ってください。

## 対局メッセージ（サーバーの言語）。対局者の名前は訳しません。

colour-white = 白
colour-black = 黒
colour-red = 赤
colour-blue = 青
game-heading = **対局 #{ $id } · { $variant }** · { $players }
players-versus = { $left } 対 { $right }
player-with-colour = { $player }（{ $colour }）
seat-number = { $seat } 番席
computer-name = コンピューター（レベル { $level }）
action-placed = { $who } が **{ $move }** に打ちました
action-chose = { $who } が **{ $colour }** を選びました
action-offered = { $who } が五手目の候補を { $count } 個示しました
action-picked = { $who } が **{ $point }** を選びました
action-passed = { $who } がパスしました
action-resigned = { $who } が投了しました
action-timed-out = { $who } が時間切れになりました
action-draw = 合意により引き分けになりました
action-with-captures = { $action }（{ $count } 石を取りました）
action-sentence = { $action }。
captures-line = 取った石: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] 四連で
        [6] 六連で
       *[other] 五連で
    }
reason-captures = 石取りで
reason-resign = 投了により
reason-timeout = 時間切れにより
reason-forbidden = 相手が禁手を打ったため
reason-board-full = （盤が埋まりました）
reason-no-legal-move = （打てる手が残っていません）
reason-agreement = 合意により
reason-two-passes = （両者がパスしました）
status-drawn = { $reason }**引き分け**です。
status-won = { $reason }**{ $winners } の勝ち**です。
list-and = { $first } と { $second }
status-cancelled = 対局は中止されました。
status-to-decide = { $player }（{ $colour }）の選択です: `{ $command }`{ $clock }
status-must-pass = { $player }（{ $colour }）はパスしなければなりません（空点はすべて禁手です）: `{ $command }`{ $clock }
status-to-move = { $player }（{ $colour }）の手番です: `{ $command }`{ $clock }
clock-runs-out = { " " }· 持ち時間が切れるのは { $when }
clock-has-left = { " " }· { $player } の残り { $left }
reminder = { $player } さん、対局 #{ $id } はあなたの手番です。持ち時間が切れるのは { $when } です。`/pente move` で打ってください。

## ボタン

button-play-with-buttons = ボタンで打つ
button-pass = パス
button-rematch = 再戦
button-accept = 受ける
button-decline = 断る

## 盤面の画像の文字（フォントが日本語を描けないときは英語で描かれます）

picture-to-move = 手番
picture-to-decide = 選択中
picture-captures = 取り石
picture-team-captures = チームの取り石
picture-team-short = チーム
picture-wins = 勝ち
picture-draw = 引き分け
picture-out = 脱落


## Around the moves: draws, takebacks, lobbies, lists.

button-join = 参加
button-leave = 退出
button-start = 開始
button-close = 閉じる
button-accept-draw = 引き分けに同意
button-allow-takeback = 待ったを認める
button-refuse = 断る
draw-offer = { $heading }
    { $agreed } が引き分けを{ $count ->
        [one] 提案しています
       *[other] 受け入れています
    }。{ $others }: ボタンで受けるか断ってください（または `/pente draw`）。
takeback-request = { $heading }
    { $who } が直前の手の待ったを求めています（{ $count } 手が戻ります）。{ $others }: ボタンで受けるか断ってください。
taken-back = { $count ->
        [one] 直前の手が戻されました。
       *[other] 直前の { $count } 手が戻されました。
    }
declined = { $heading }
    { $who } が{ $what ->
        [draw] 引き分けの提案
       *[takeback] 待ったの申し出
    }を{ $withdrawn ->
        [yes] 取り下げました
       *[no] 断りました
    }。対局は続きます。
    { $status }
started-in-thread = { $heading }
    対局が始まりました。下のスレッドで打ちます。
thread-name = 対局 #{ $id } · { $variant }
note-you-played = **{ $move }** に打ちました。
own-challenge = これはあなた自身の挑戦です。相手を待つか、「断る」を押して取り下げてください。
grid-not-yours = 盤のボタンを使えるのは手番の人だけです。
games-line = **#{ $id }** { $variant }（相手: { $opponents }）{ $channel } にて、{ $move } 手目{ $turn }
games-your-turn = { " " }· **あなたの手番**
games-more = …ほかに { $count } 局（`game:` オプションですべて表示されます）。


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host } が { $who } に **{ $variant }** の対局を申し込みました{ $rated }
    ルール: { $rules }{ $clock }
    { $status }
challenge-rated = （レーティング対局）
challenge-anyone = 誰でも
challenge-waiting = { $who } の承諾を待っています（期限 { $when }）。
challenge-declined = 挑戦は断られました。
challenge-withdrawn = 挑戦は取り下げられました。
challenge-expired = 挑戦は期限切れです。時間内に誰も応じませんでした。
game-started = 対局が始まりました。
challenge-clock = 持ち時間: { $terms }。時間が切れた方の負けです。
lobby-message = { $host } が **{ $variant }** のロビーを開きました{ $rated }: { $players } 人{ $teams }、色は { $colours }
    ルール: { $rules }{ $clock }
    参加者（{ $joined }/{ $players }）: { $list }
    { $status }
lobby-in-teams = （2チーム）
lobby-host = { $player }（主催）
lobby-open = ボタンで参加してください。{ $players } 席がすべて埋まると対局が始まります{ $early }。席は抽選です（期限 { $when }）。
lobby-early = （{ $host } が「開始」を押せばそれより前にも始まります）
lobby-closed = ロビーは閉じられました。
lobby-expired = 人数がそろう前にロビーの期限が切れました。
lobby-clock = 持ち時間: { $terms }。時間が切れた人は脱落です。
clock-per-move = 一手 { $time }
clock-live = 各 { $time }（持ち時間制）
clock-live-increment = 各 { $time } + 一手ごとに { $increment }（持ち時間制）
duration-days = { $count } 日
duration-hours = { $count } 時間
duration-minutes = { $count } 分
duration-seconds = { $count } 秒


## Opening decisions and the button grid.

decide-take = { $colour }を取る
decide-place-two = さらに二石打つ
decide-swap = 交替: { $colour }を取る
decide-stay = { $colour }のまま
decide-option-one = 案1: { $colour }を取る
decide-option-two = 案2: 十個を示す
hint-type = `/pente move` で入力してください: { $hint }。
hint-none = 今は選ぶことはありません。`/pente move` で打ってください。
grid-text = 対局 #{ $id }: { $from } から { $to } までの点。点を押すとそこに打ちます。矢印で表示範囲を動かせます。


## Ratings, statistics and history.

leaderboard-empty = **{ $family }** のレーティング対局はまだありません（{ $scope }）。レーティング対局: `/pente challenge ... rated:true`。
leaderboard-no-page = **{ $family }** のランキング（{ $scope }）に { $page } ページ目はありません。
leaderboard-title = **{ $family }** のランキング（{ $scope }）、{ $page } ページ目:
leaderboard-provisional = ? = 暫定（対局数がまだ少ない）
leaderboard-no-server = ここはサーバーではありません。scope:global を使ってください。
scope-global = 全体
scope-server = このサーバー
stats-none = { $player } にはまだレーティング対局がありません。
stats-title = { $player } のレーティング:
stats-line = **{ $family }**（{ $scope }）: { $rating }{ $provisional } ± { $deviation } · { $games } 局: { $won } 勝 { $lost } 敗 { $drawn } 分
stats-provisional = （暫定）
record-streak = 連続: { $count } { $result ->
        [win] 連勝
        [loss] 連敗
       *[draw] 連続引き分け
    }。
record-favourite = よく使う開局: { $opening }（{ $count } 局）。
record-recent = 最近の対局:
history-none = { $player } にはまだ終わった対局がありません。
history-title = { $player } の最近の対局:
history-export = `/pente export game:<番号>` で対局の棋譜が出せます。
past-line = **#{ $id }** { $variant }（相手: { $opponents }）: { $result ->
        [win] 勝ち
        [loss] 負け
        [draw] 引き分け
       *[cancelled] 中止
    }{ $reason }{ $rated }、{ $moves } 手{ $when }
past-rated = 、レーティング


## Ratings on the board, the rate limit, records and replays.

ratings-line = レーティング（{ $family }、{ $scope }）: { $changes }
slow-down = 少しゆっくり: 一人あたり { $setting } 回までです。{ $seconds } 秒後にもう一度どうぞ。
other-bots = 他のボットは対局できません。人に挑戦するか、`/pente play-bot` で私と対局してください。
import-too-big = `{ $file }` は { $size } KB です。棋譜は { $max } KB までです。
import-no-file = Discord からファイルを受け取れませんでした。もう一度お試しください。
import-not-text = `{ $file }` はテキストファイルではありません。pente.org（または `/pente export`）で棋譜を出力して添付してください。
import-unreadable = `{ $file }` を読めませんでした: { $error }
imported = `{ $file }`: **{ $variant }**、{ $first } 対 { $second }、{ $moves } 手、{ $outcome }。検討用です（保存もレーティングもしません）。
imported-drawn = 引き分け
imported-won = { $winners } の勝ち（{ $reason }）
imported-unfinished = 未終局
export-text = 対局 #{ $id }（{ $variant }）の棋譜、pente.org 形式です。
replay-text = { $heading }
    再生: { $total } 手中 { $ply } 手目{ $what }。
replay-played = （{ $who }: { $move }）
replay-empty = （空の盤）
gif-too-long = 対局 #{ $id } は一つの GIF には長すぎます（{ $size } MB）。ボタンで一手ずつ見てください。
gif-caption = 対局 #{ $id }、全手順。
gif-failed = 再生を描けませんでした。ごめんなさい。


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }` はオプションではありません。key=value の形で書いてください。例 `captures=false`（キーの一覧は `/pente rules`）
autocomplete-your-turn = （あなたの手番）
rules-coordinates = 座標: 列は { $columns }、行は下から数えます（例 { $example }）。
rules-options = ルールのオプション（`options:` に key=value、例 `captures=false`）: { $keys }。

## ヘルプ

help-text =
    { "**" }Discord で Pente（五目並べ・連珠の仲間）**
    `/pente challenge @相手 [variant] [size] [opening] [first]`: 対局を申し込みます。相手には「受ける／断る」ボタンが届きます。
    `/pente lobby [variant] [players]`: 誰でも参加できる3〜4人（またはチーム）の対局です。
    `/pente move K10`: 石を打ちます（英字が列、数字が下からの行）。開局の選択も: `choose=black`。
    `/pente board`: ここに対局の盤面を表示します。`/pente games`: あなたの対局。
    `/pente resign`: 投了。`/pente draw`: 引き分けの提案。`/pente takeback`: 直前の手の待った。
    `/pente cancel`: 二手目の前に対局を中止します。`/pente rules [variant]`: ルール。
    どのコマンドも `game:` で複数の対局から一つを選べます。
    `/pente settings [threads] [default_rules] [language]`: このサーバーの設定（変更には「サーバー管理」権限が必要）。
    `/pente review game`: 終局した対局のエンジン検討（最後の盤面の「検討」ボタンでも）。`/pente prefs`: 盤のテーマ、着手の確認、手番の通知。


## ルールエンジンの拒否: 打てない手、開局の選択、手の書き方、ルールのオプション、持ち時間。
## 座標、手の書き方（choose=black）、オプションのキーと値、バリアント名は翻訳しません。

move-off-board = ({ $x }, { $y }) は盤の外です。列は { $columns }、行は 1-{ $size } です
move-opening-area = { $point } は開局で打てる範囲の外です: { $area }
area-centre = { $stone } 手目は天元 { $centre } に打ちます
area-within = { $stone } 手目は中央の { $n }x{ $n } の範囲 { $square } に打ちます
area-away = 先手の二石目は中央 { $centre } から { $min } 路以上離し、{ $square } の外に打ちます{ $gpente ->
        [yes] 。また中央の行・列上で中央から 3 路または 4 路の点には打てません（G-Pente）
       *[no] {""}
    }
move-self-capture = { $point } に打つと自分の石が取られる形に入ります。このルールでは禁止です（取りや勝ちになる場合も）
move-decision-required = 先に { $seat } 番の対局者が選ぶ番です: { $expected }
move-no-decision = 今は開局の選択はありません。{ $expected }
move-not-your-decision = 選ぶのは { $seat } 番の対局者で、あなたではありません
move-no-such-seat = { $seat } 番の対局者はこの対局にいません
move-already-left = { $seat } 番の対局者はすでにこの対局を抜けています
move-no-such-colour = 色 { $number } はこの対局にありません
move-not-a-move = 時間切れの申告と引き分けの合意は、それぞれ専用のコマンドで行います
move-offer-count = 5手目の候補はちょうど { $needed } 個示してください（{ $offered } 個ではなく）
move-offered-twice = { $point } が二度示されています
move-symmetric-offers = { $first } と { $second } は局面の対称で同じ手です。異なる 10 手を示してください
move-not-offered = { $point } は示されていません。{ $offered } から選んでください
move-no-pass-opening = 開局が終わるまでパスはできません
move-no-pass = このルールにパスはありません（pass=false）
expect-stone = 石を打ってください
expect-choose-colour = 色を選んでください: choose={ $first } または choose={ $second }
expect-swap2 = choose={ $first } または choose={ $second } で色を選ぶか、さらに二石打ちます（{ $second-colour }、次に{ $first-colour }）
expect-taraguchi-swap = 色を選んで交替するかそのままにするか、次の石を打ってそのまま続けます
expect-taraguchi-branch = choose={ $first } または choose={ $second }（案1: そのままか交替し、9x9 の範囲に5手目を打つ）、または5手目の候補を10個示します（案2）
expect-taraguchi-pick = 示された5手目の候補から一つ選んでください: { $points }
end-reason-name = { $reason ->
        [five] 五連
        [four] 四連
        [six] 六連
        [captures] 石取り
        [resign] 投了
        [timeout] 時間切れ
        [forbidden] 禁手
        [board-full] 満局
        [no-legal-move] 打てる手なし
        [agreement] 合意
        [two-passes] 両者パス
       *[other] { $reason }
    }
list-or = { $first } または { $second }
token-bad-colour = `{ $colour }` はこの対局の色ではありません。{ $options } を使ってください
token-unknown = `{ $token }` は手として読めません。K10 のような座標、choose=<色>、offer=<c>,<c>,...、pick=<c>、pass、resign を使ってください
coord-malformed = `{ $text }` は座標ではありません。{ $example } のように列の文字と行の番号で書いてください
coord-no-column-i = この盤に I 列はありません（I を飛ばします）。列は { $columns } です
coord-column-off-board = { $letter } 列は盤の外です。列は { $columns } です
coord-row-off-board = { $row } 行は盤の外です。行は 1-{ $size } です
rules-unknown-preset = `{ $name }` というルールはありません。ルール一覧: { $list }
rules-unknown-key = `{ $key }` というオプションはありません。オプション: { $keys }
rules-bad-value = `{ $value }` は { $key } の値として使えません。使える値: { $expected }
rules-expected-values = { $key ->
        [size] 7 から 25 の奇数
        [players] 2、3、4
        [win_line] 5、5+、4、4+、6+
        [capture_win] 5、4、off（取りは二石単位で数えます）
        [self_capture] allowed、poof、forbidden
        [overtime] off、line-break、line-capture
        [opening] none、centre、pro、long-pro、swap、swap2、taraguchi-10、d-pente、g-pente
        [renju_foul] refuse、lose
        [stones_per_turn] 1、2
       *[other] true、false
    }
rules-empty-spec = ルールが空です。pente などのプリセットから始めてください
conflict-board-size = 盤の大きさ { $size } は使えません。7 から 25 の奇数にしてください（9、13、15、19 が一般的です）
conflict-players = { $players } 人では遊べません。2、3、4 人にしてください
conflict-teams-need-four = チーム戦はちょうど 4 人が必要です（二人ずつ二チーム）
conflict-needs-captures = { $option } には石取りが必要ですが、{ $preset } には石取りがありません（先に captures=true にしてください）
conflict-mixed-capture = mixed_capture は 3 人か 4 人のときだけ意味があります（二人なら相手は一人です）
conflict-opening-for-two = { $opening } の開局は二人用です。{ $players } 人なら pro、long-pro、none を使ってください
conflict-board-too-small = { $opening } の開局には中央から { $distance } 路離れた点が必要です。{ $size } 路以上の盤を使ってください
conflict-adjacent-only = adjacent_only は { $opening } の開局と組み合わせられません。先手の二石目は中央から遠く、他の石に接することができないからです
conflict-taraguchi-board = taraguchi-10 には中央の 9x9 の範囲が必要です。9 路以上の盤を使ってください
conflict-renju-captures = 連珠に石取りはありません。captures=false にするか、別のゲームを選んでください
conflict-renju-players = 連珠は二人で打つゲームです
conflict-renju-win-line = 連珠の禁手は五連を前提にしています。win_line は 5+ のままにしてください
conflict-pass = パスは一手に一石ずつ打つ二人対局のためのものです。pass=false にしてください
conflict-two-stones-captures = 一手に二石（Connect6）は石取りと組み合わせられません
conflict-two-stones-opening = 一手に二石（Connect6）は黒の初手が一石であることで釣り合っています。opening=none を使ってください
conflict-two-stones-renju = 連珠のルールは一手に一石です
clock-unreadable = `{ $typed }` は持ち時間として読めません。一手ごとの時間（例 30m、1h、3d）か、持ち時間制なら分と加算時間（例 5m+10s、10+5）を書いてください
clock-bad-per-move = 一手ごとの時間は 1 分から 14 日までです（{ $typed } ではなく）
clock-bad-base = 持ち時間制の持ち時間は各 1 分から 3 時間までです（{ $typed } ではなく）
clock-bad-increment = 持ち時間制の加算時間は 0 から 5 分までです（{ $typed } ではなく）


## バリアント（名前はそのまま）とルールの要約: /pente rules、挑戦、ロビー用。

variant-pente = 五連か5組の石取りで勝ち。Pro 開局
variant-keryo-pente = 三石も取れるペンテ。15石取れば勝ち
variant-gomoku = 自由打ち: 五連以上で勝ち、石取りなし、黒が先手
variant-gomoku-standard = ちょうど五連で勝ち、長連は勝ちにならない
variant-renju = 黒に禁手あり（三三、四四、長連）。Taraguchi-10
variant-boat-pente = 五連は次の手の石取りで崩せる
variant-poof-pente = 挟まれる点に打つと自分の二石が取られる
variant-g-pente = Pro 開局に白の二石目への制限を加えたもの
variant-d-pente = 対局者1が四石を置き、対局者2が色を選ぶ
variant-dk-pente = Keryo の石取りを使う D-Pente
variant-swap2-pente = Swap2 開局のペンテ
variant-swap2-keryo = Swap2 開局の Keryo-Pente
variant-o-pente = Keryo、Poof、Boat をすべて合わせたもの
variant-connect6 = 六連。黒の初手の後は一手に二石
variant-team-pente = 二人ずつ二チームの四人対局、取った石はチームで合算
variant-pente-3p = 三人で各自が戦うペンテ
variant-pente-4p = 四人で各自が戦うペンテ
summary-separator = 、
summary-size = { $size }x{ $size }
summary-players = { $players } 人
summary-teams = 二人ずつ二チーム
summary-row = { $overline ->
        [yes] { $length } 連以上
       *[no] ちょうど { $length } 連
    }
summary-renju-row = 黒はちょうど五連、白は五連以上
summary-captures = { $what ->
        [threes] 二石と三石の石取り
       *[pairs] 二石の石取り
    }、{ $stones } 石取れば勝ち
summary-captures-no-win = { $what ->
        [threes] 二石と三石の石取り
       *[pairs] 二石の石取り
    }、石取りでの勝ちなし
summary-no-captures = 石取りなし
summary-poof = poof（自殺手で取られる）
summary-self-capture-forbidden = 挟まれる点に打つのは禁止
summary-line-break = 五連は石取りで崩せる
summary-line-capture = 五連は丸ごと取れる
summary-mixed-capture = 混合の石取り
summary-renju-refuse = 黒の三三・四四・長連は禁手として打てない
summary-renju-lose = 黒の三三・四四・長連は禁手負け
summary-two-stones = 一手に二石
summary-adjacent-only = どの石も他の石に接して打つ
summary-pass = パスあり、両者続けてパスで引き分け
summary-opening = 開局: { $opening }
summary-first = { $colour }が先手


## ボットが読めなかった引数と、使う場所が違うコマンド。

argument-unreadable = `{ $input }` はこのオプションで使える値ではありません。求められている値を確かめて、もう一度お試しください。
argument-unreadable-unknown = オプションの一つを読み取れませんでした。それぞれ求められている値を確かめて、もう一度お試しください。
command-outdated = このコマンドは変更されたばかりです。1分ほどしてからもう一度お試しください。
command-guild-only = このコマンドはサーバー内でのみ使えます。


## ランキングの列見出し（短く。表は等幅です）。

leaderboard-rank = #
leaderboard-player = 対局者
leaderboard-rating = レート
leaderboard-games = 対局
leaderboard-won = 勝
leaderboard-lost = 負
leaderboard-drawn = 分


## 読み込んだ棋譜の誤り（import-unreadable の後に続きます）。

record-error = { $line } 行 { $column } 文字目: `{ $token }`: { $what }
record-too-large = 棋譜が { $max } KiB を超えています
record-bad-header = ヘッダーは [Key "value"] の形で書きます
record-rules-header = Rules ヘッダー: { $error }
record-no-game-header = 棋譜に Game ヘッダーがありません。[Game "Pente"] を加えるか --rules を指定してください
record-unknown-game = `{ $name }` というゲームはありません。--rules でルールを指定してください
record-after-result = 結果の後には何も書けません
