# コマンドとオプションの名前（1〜32文字。文字・数字・- か _、空白なし）と説明（1〜100文字）。

cmd-pente-description = Pente とその仲間（五目並べ・連珠）: 挑戦、対局、盤面の表示。

cmd-challenge-name = 挑戦
cmd-challenge-description = 誰かに対局を申し込みます。
cmd-challenge-opponent-name = 相手
cmd-challenge-opponent-description = 対局する相手
cmd-challenge-variant-name = ルール
cmd-challenge-variant-description = ゲームの種類（既定は pente）
cmd-challenge-size-name = 盤の大きさ
cmd-challenge-size-description = 盤の大きさ（奇数、7〜25路）
cmd-challenge-opening-name = 開局規定
cmd-challenge-opening-description = 開局規定: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = 先手
cmd-challenge-first-description = 誰が先に打つか（既定はランダム）
cmd-challenge-rated-name = レーティング
cmd-challenge-rated-description = レーティングに数える
cmd-challenge-options-name = オプション
cmd-challenge-options-description = 追加ルールを key=value で。例 "captures=false renju_foul=lose"（/pente help 参照）
cmd-challenge-clock-name = 持ち時間
cmd-challenge-clock-description = 一手ごと（1h, 1d; 1m〜14d）または分+加算（5m+10s）。時間が切れた方の負け

cmd-play-bot-name = コンピューター対局
cmd-play-bot-description = すぐにコンピューターと対局します。
cmd-play-bot-level-name = レベル
cmd-play-bot-level-description = 1（初心者）〜 8（最強）。既定は 4
cmd-play-bot-variant-name = ルール
cmd-play-bot-variant-description = ゲームの種類（既定は pente）
cmd-play-bot-size-name = 盤の大きさ
cmd-play-bot-size-description = 盤の大きさ（奇数、7〜25路）
cmd-play-bot-opening-name = 開局規定
cmd-play-bot-opening-description = 開局規定: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = 先手
cmd-play-bot-first-description = 誰が先に打つか（既定はランダム）
cmd-play-bot-rated-name = レーティング
cmd-play-bot-rated-description = コンピューター相手のレーティングに数える（人との対局とは別）
cmd-play-bot-options-name = オプション
cmd-play-bot-options-description = 追加ルールを key=value で。例 "captures=false"（/pente help 参照）
cmd-play-bot-clock-name = 持ち時間
cmd-play-bot-clock-description = 一手ごと（1h, 1d）または分+加算（5m+10s）

cmd-lobby-name = ロビー
cmd-lobby-description = 誰でも参加できる3〜4人（または2チーム）の対局を開きます。
cmd-lobby-variant-name = ルール
cmd-lobby-variant-description = ゲームの種類（既定は pente）
cmd-lobby-players-name = 人数
cmd-lobby-players-description = 人数（2〜4。既定は 4、またはそのルールの人数）
cmd-lobby-teams-name = チーム
cmd-lobby-teams-description = 2人ずつの2チーム（4人）
cmd-lobby-size-name = 盤の大きさ
cmd-lobby-size-description = 盤の大きさ（奇数、7〜25路）
cmd-lobby-opening-name = 開局規定
cmd-lobby-opening-description = 開局規定: none, pro, long-pro, ...
cmd-lobby-options-name = オプション
cmd-lobby-options-description = 追加ルールを key=value で。例 "captures=false"
cmd-lobby-rated-name = レーティング
cmd-lobby-rated-description = レーティングに数える（順位による）
cmd-lobby-clock-name = 持ち時間
cmd-lobby-clock-description = 一手ごと（1h, 1d; 1m〜14d）または分+加算（5m+10s）。時間が切れた人は脱落

cmd-move-name = 着手
cmd-move-description = 石を打つ（K10）、パス（ルールで許される場合）、または開局の選択（choose=black）。
cmd-move-coordinate-name = 座標
cmd-move-coordinate-description = K10 のような点、pass（連珠）、または choose=<色>, offer=..., pick=...
cmd-move-game-name = 対局
cmd-move-game-description = 対局番号（複数あるとき）

cmd-board-name = 盤面
cmd-board-description = 対局の盤面を表示します。
cmd-board-game-name = 対局
cmd-board-game-description = 対局番号（複数あるとき）

cmd-draw-name = 引き分け
cmd-draw-description = 引き分けを提案する、または提案に同意します。
cmd-draw-game-name = 対局
cmd-draw-game-description = 対局番号（複数あるとき）

cmd-takeback-name = 待った
cmd-takeback-description = 直前の手の待ったを求めます。
cmd-takeback-game-name = 対局
cmd-takeback-game-description = 対局番号（複数あるとき）

cmd-resign-name = 投了
cmd-resign-description = 対局を投了します。
cmd-resign-game-name = 対局
cmd-resign-game-description = 対局番号（複数あるとき）

cmd-cancel-name = 中止
cmd-cancel-description = 二手目の前に対局を中止します。
cmd-cancel-game-name = 対局
cmd-cancel-game-description = 対局番号（複数あるとき）

cmd-games-name = 対局一覧
cmd-games-description = 進行中のあなたの対局。

cmd-settings-name = 設定
cmd-settings-description = このサーバーの設定: スレッドでの対局、既定のルール（変更にはサーバー管理権限）。
cmd-settings-threads-name = スレッド
cmd-settings-threads-description = 対局ごとに専用のスレッドで打つ
cmd-settings-default_rules-name = 既定のルール
cmd-settings-default_rules-description = 挑戦でルールが指定されないときのルール。例 "keryo-pente size=13"、または "none"
cmd-settings-language-name = 言語
cmd-settings-language-description = 対局メッセージの言語: en, sv, ru, ja, ko, vi, pl, cs、または discord（サーバーの言語）
cmd-settings-default_theme-name = 既定のテーマ
cmd-settings-default_theme-description = プレイヤーの既定の盤テーマ（各自 /pente prefs で選べます）
cmd-settings-default_confirm_moves-name = 既定の着手確認
cmd-settings-default_confirm_moves-description = プレイヤーの既定: ボタン盤で着手を確認する
cmd-settings-default_turn_dms-name = 既定の手番dm
cmd-settings-default_turn_dms-description = プレイヤーの既定: 手番になったら DM（持ち時間 1 時間以上）

cmd-prefs-name = 個人設定
cmd-prefs-description = あなたの設定: 盤のテーマ、着手確認、手番の通知。
cmd-prefs-theme-name = テーマ
cmd-prefs-theme-description = 盤の画像: ライトまたはダーク
cmd-prefs-confirm_moves-name = 着手確認
cmd-prefs-confirm_moves-description = ボタン盤で押した点を、打つ前に確認する
cmd-prefs-turn_dms-name = 手番dm
cmd-prefs-turn_dms-description = 手番になったら DM で知らせる（持ち時間 1 時間以上の対局）

cmd-leaderboard-name = ランキング
cmd-leaderboard-description = ゲームのレーティング上位の対局者。
cmd-leaderboard-variant-name = ルール
cmd-leaderboard-variant-description = レーティングの系統（既定は pente）
cmd-leaderboard-scope-name = 範囲
cmd-leaderboard-scope-description = このサーバー（既定）または全体
cmd-leaderboard-page-name = ページ
cmd-leaderboard-page-description = ページ（1ページ20人）
cmd-leaderboard-picture-name = 画像
cmd-leaderboard-picture-description = 画像でも表示

cmd-stats-name = 成績
cmd-stats-description = 対局者のレーティングと成績。
cmd-stats-player-name = 対局者
cmd-stats-player-description = 誰の（既定はあなた）

cmd-history-name = 履歴
cmd-history-description = 対局者の最近終わった対局と、その番号。
cmd-history-player-name = 対局者
cmd-history-player-description = 誰の（既定はあなた）

cmd-export-name = 棋譜出力
cmd-export-description = 対局の棋譜を pente.org 形式のファイルで。
cmd-export-game-name = 対局
cmd-export-game-description = 対局番号（/pente history 参照）

cmd-replay-name = 再生
cmd-replay-description = 対局を一手ずつ見る、またはアニメーション GIF で受け取ります。
cmd-replay-game-name = 対局
cmd-replay-game-description = 対局番号（/pente history 参照）
cmd-replay-move-name = 手数
cmd-replay-move-description = この手から始める（既定は初手から）

cmd-review-name = 検討
cmd-review-description = 終局した対局のエンジン検討。
cmd-review-game-name = 対局
cmd-review-game-description = 対局番号（/pente history 参照）

cmd-import-name = 棋譜読込
cmd-import-description = pente.org の棋譜ファイルの対局を見ます（保存もレーティングもしません）。
cmd-import-file-name = ファイル
cmd-import-file-description = pente.org の棋譜（.txt）、256 KB まで

cmd-rules-name = ルール説明
cmd-rules-description = ルールの説明。
cmd-rules-variant-name = ルール
cmd-rules-variant-description = ゲームの種類

cmd-help-name = ヘルプ
cmd-help-description = このボットでの遊び方。

choice-dark = ダーク
choice-global = 全体
choice-light = ライト
choice-me = 自分
choice-random = ランダム
choice-server = このサーバー
choice-them = 相手
