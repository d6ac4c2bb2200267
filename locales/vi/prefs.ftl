## Tùy chọn của người chơi (/pente prefs), mặc định của máy chủ, bước xác nhận của
## lưới nút, và tin nhắn riêng khi đến lượt người chơi.

prefs-heading = Tùy chọn của bạn:
prefs-theme = Giao diện bàn cờ: **{ $theme ->
        [dark] tối
       *[light] sáng
    }** ({ $source })
prefs-confirm = Xác nhận nước đi trên lưới nút: **{ $value ->
        [on] bật
       *[off] tắt
    }** ({ $source })
prefs-turn-dms = Tin nhắn riêng khi đến lượt bạn (đồng hồ từ 1 giờ trở lên): **{ $value ->
        [on] bật
       *[off] tắt
    }** ({ $source })
prefs-source-yours = bạn chọn
prefs-source-server = mặc định của máy chủ này
prefs-source-bot = mặc định của bot
prefs-dms-failed = Discord đã từ chối tin nhắn báo lượt gần nhất của bạn ({ $when }): có vẻ bạn đã chặn tin nhắn riêng từ bot, nên bot sẽ không gửi nữa cho đến khi bạn bật lại bằng `/pente prefs turn_dms:true`.
prefs-shared-board = Bàn cờ mọi người cùng xem được vẽ theo giao diện của người chơi đến lượt.
prefs-saved = Đã lưu. { $prefs }
settings-player-defaults = Mặc định cho người chơi: giao diện **{ $theme ->
        [dark] tối
       *[light] sáng
    }**, xác nhận nước đi **{ $confirm ->
        [on] bật
       *[off] tắt
    }**, tin nhắn báo lượt **{ $dms ->
        [on] bật
       *[off] tắt
    }**.

grid-confirm-text = Ván #{ $id }: đi **{ $point }**? Bấm Xác nhận, một điểm khác, hoặc Hủy.
button-confirm-move = Xác nhận { $point }
button-cancel-move = Hủy

dm-your-turn = Đến lượt bạn trong ván #{ $id } ({ $variant }, với { $opponents }): { $link }
dm-deadline = Thời gian của bạn hết { $when }.
