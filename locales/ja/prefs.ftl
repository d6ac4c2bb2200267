## プレイヤーの個人設定 (/pente prefs)、サーバーの既定値、ボタン盤の着手確認、
## 手番になったときのダイレクトメッセージ。

prefs-heading = あなたの設定:
prefs-theme = 盤のテーマ: **{ $theme ->
        [dark] ダーク
       *[light] ライト
    }**（{ $source }）
prefs-confirm = ボタン盤で着手を確認する: **{ $value ->
        [on] オン
       *[off] オフ
    }**（{ $source }）
prefs-turn-dms = 手番になったら DM（持ち時間 1 時間以上の対局）: **{ $value ->
        [on] オン
       *[off] オフ
    }**（{ $source }）
prefs-source-yours = あなたの選択
prefs-source-server = このサーバーの既定
prefs-source-bot = ボットの既定
prefs-dms-failed = 前回の手番 DM は Discord に拒否されました（{ $when }）。ボットからの DM が閉じられているようなので、`/pente prefs turn_dms:true` で再びオンにするまで送りません。
prefs-shared-board = 全員が見る盤面は、手番のプレイヤーのテーマで描かれます。
prefs-saved = 保存しました。{ $prefs }
settings-player-defaults = プレイヤーの既定: テーマ **{ $theme ->
        [dark] ダーク
       *[light] ライト
    }**、着手確認 **{ $confirm ->
        [on] オン
       *[off] オフ
    }**、手番 DM **{ $dms ->
        [on] オン
       *[off] オフ
    }**。

grid-confirm-text = 対局 #{ $id }: **{ $point }** に打ちますか？「確定」、別の点、または「取消」を押してください。
button-confirm-move = { $point } で確定
button-cancel-move = 取消

dm-your-turn = 対局 #{ $id }（{ $variant }、相手: { $opponents }）であなたの手番です: { $link }
dm-deadline = 持ち時間が切れるのは { $when } です。
