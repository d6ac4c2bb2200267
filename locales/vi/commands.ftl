# Tên lệnh và tùy chọn (1–32 ký tự: chữ thường, số, - hoặc _; không có dấu cách) và mô tả (1–100 ký tự).

cmd-pente-description = Pente và các trò cùng họ (cờ caro, gomoku): thách đấu, chơi, xem bàn cờ.

cmd-challenge-name = thách-đấu
cmd-challenge-description = Thách ai đó một ván.
cmd-challenge-opponent-name = đối-thủ
cmd-challenge-opponent-description = Người bạn muốn đấu
cmd-challenge-variant-name = biến-thể
cmd-challenge-variant-description = Trò chơi (mặc định pente)
cmd-challenge-size-name = cỡ
cmd-challenge-size-description = Cỡ bàn cờ (lẻ, 7–25)
cmd-challenge-opening-name = khai-cuộc
cmd-challenge-opening-description = Luật khai cuộc: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = đi-trước
cmd-challenge-first-description = Ai đi trước (mặc định ngẫu nhiên)
cmd-challenge-rated-name = tính-điểm
cmd-challenge-rated-description = Tính vào xếp hạng
cmd-challenge-options-name = tùy-chọn
cmd-challenge-options-description = Thêm luật dạng khóa=giá_trị, vd "captures=false renju_foul=lose" (xem /pente help)
cmd-challenge-clock-name = đồng-hồ
cmd-challenge-clock-description = Mỗi nước (1h, 1d; 1m–14d) hoặc phút+cộng thêm (5m+10s); ai hết giờ thì thua

cmd-play-bot-name = đấu-máy
cmd-play-bot-description = Chơi với máy, ngay lập tức.
cmd-play-bot-level-name = cấp
cmd-play-bot-level-description = 1 (mới chơi) đến 8 (mạnh nhất); mặc định 4
cmd-play-bot-variant-name = biến-thể
cmd-play-bot-variant-description = Trò chơi (mặc định pente)
cmd-play-bot-size-name = cỡ
cmd-play-bot-size-description = Cỡ bàn cờ (lẻ, 7–25)
cmd-play-bot-opening-name = khai-cuộc
cmd-play-bot-opening-description = Luật khai cuộc: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = đi-trước
cmd-play-bot-first-description = Ai đi trước (mặc định ngẫu nhiên)
cmd-play-bot-rated-name = tính-điểm
cmd-play-bot-rated-description = Tính vào xếp hạng đấu máy của bạn (tách riêng với ván với người)
cmd-play-bot-options-name = tùy-chọn
cmd-play-bot-options-description = Thêm luật dạng khóa=giá_trị, vd "captures=false" (xem /pente help)
cmd-play-bot-clock-name = đồng-hồ
cmd-play-bot-clock-description = Mỗi nước (1h, 1d) hoặc phút+cộng thêm (5m+10s)

cmd-lobby-name = sảnh
cmd-lobby-description = Mở ván cho 3–4 người (hoặc hai đội) mà ai cũng có thể vào.
cmd-lobby-variant-name = biến-thể
cmd-lobby-variant-description = Trò chơi (mặc định pente)
cmd-lobby-players-name = số-người
cmd-lobby-players-description = Bao nhiêu người (2–4; mặc định 4, hoặc theo biến thể)
cmd-lobby-teams-name = đội
cmd-lobby-teams-description = Hai đội, mỗi đội hai người (4 người)
cmd-lobby-size-name = cỡ
cmd-lobby-size-description = Cỡ bàn cờ (lẻ, 7–25)
cmd-lobby-opening-name = khai-cuộc
cmd-lobby-opening-description = Luật khai cuộc: none, pro, long-pro, ...
cmd-lobby-options-name = tùy-chọn
cmd-lobby-options-description = Thêm luật dạng khóa=giá_trị, vd "captures=false"
cmd-lobby-rated-name = tính-điểm
cmd-lobby-rated-description = Tính vào xếp hạng (theo thứ hạng về đích)
cmd-lobby-clock-name = đồng-hồ
cmd-lobby-clock-description = Mỗi nước (1h, 1d; 1m–14d) hoặc phút+cộng thêm (5m+10s); ai hết giờ thì bị loại

cmd-move-name = đi
cmd-move-description = Đặt quân (K10), bỏ lượt (khi luật cho phép), hoặc quyết định khai cuộc (choose=black).
cmd-move-coordinate-name = tọa-độ
cmd-move-coordinate-description = Một điểm như K10, pass (renju), hoặc choose=<màu>, offer=..., pick=...
cmd-move-game-name = ván
cmd-move-game-description = Số ván, nếu bạn có nhiều ván

cmd-board-name = bàn-cờ
cmd-board-description = Hiện bàn cờ của một ván.
cmd-board-game-name = ván
cmd-board-game-description = Số ván, nếu bạn có nhiều ván

cmd-draw-name = cầu-hòa
cmd-draw-description = Cầu hòa, hoặc đồng ý lời cầu hòa.
cmd-draw-game-name = ván
cmd-draw-game-description = Số ván, nếu bạn có nhiều ván

cmd-takeback-name = đi-lại
cmd-takeback-description = Xin đi lại nước vừa rồi của bạn.
cmd-takeback-game-name = ván
cmd-takeback-game-description = Số ván, nếu bạn có nhiều ván

cmd-resign-name = đầu-hàng
cmd-resign-description = Đầu hàng một ván.
cmd-resign-game-name = ván
cmd-resign-game-description = Số ván, nếu bạn có nhiều ván

cmd-cancel-name = hủy
cmd-cancel-description = Hủy ván trước nước thứ hai.
cmd-cancel-game-name = ván
cmd-cancel-game-description = Số ván, nếu bạn có nhiều ván

cmd-games-name = các-ván
cmd-games-description = Các ván bạn đang chơi.

cmd-settings-name = cài-đặt
cmd-settings-description = Cài đặt của máy chủ: ván trong chủ đề, luật mặc định (cần Quản lý máy chủ để đổi).
cmd-settings-threads-name = chủ-đề
cmd-settings-threads-description = Chơi mỗi ván trong một chủ đề riêng
cmd-settings-default_rules-name = luật-mặc-định
cmd-settings-default_rules-description = Luật dùng khi lời thách đấu không nêu, vd "keryo-pente size=13", hoặc "none"
cmd-settings-language-name = ngôn-ngữ
cmd-settings-language-description = Ngôn ngữ của tin nhắn ván cờ: en, sv, ru, ja, ko, vi, pl, cs, hoặc discord (của máy chủ)
cmd-settings-default_theme-name = giao-diện-mặc-định
cmd-settings-default_theme-description = Giao diện bàn cờ mặc định cho người chơi (mỗi người tự chọn: /pente prefs)
cmd-settings-default_confirm_moves-name = xác-nhận-mặc-định
cmd-settings-default_confirm_moves-description = Mặc định cho người chơi: xác nhận nước đi trên lưới nút
cmd-settings-default_turn_dms-name = báo-lượt-mặc-định
cmd-settings-default_turn_dms-description = Mặc định cho người chơi: tin nhắn riêng khi đến lượt (đồng hồ từ 1 giờ)

cmd-prefs-name = tùy-chọn
cmd-prefs-description = Tùy chọn của bạn: giao diện bàn cờ, xác nhận nước đi, báo lượt.
cmd-prefs-theme-name = giao-diện
cmd-prefs-theme-description = Hình bàn cờ: sáng hoặc tối
cmd-prefs-confirm_moves-name = xác-nhận-nước-đi
cmd-prefs-confirm_moves-description = Xác nhận mỗi điểm bấm trên lưới nút trước khi đi
cmd-prefs-turn_dms-name = báo-lượt
cmd-prefs-turn_dms-description = Tin nhắn riêng khi đến lượt bạn (ván có đồng hồ từ 1 giờ trở lên)

cmd-leaderboard-name = bảng-xếp-hạng
cmd-leaderboard-description = Những người chơi có điểm cao nhất của một trò.
cmd-leaderboard-variant-name = biến-thể
cmd-leaderboard-variant-description = Nhóm xếp hạng (mặc định pente)
cmd-leaderboard-scope-name = phạm-vi
cmd-leaderboard-scope-description = Máy chủ này (mặc định) hoặc toàn bộ
cmd-leaderboard-page-name = trang
cmd-leaderboard-page-description = Trang (mỗi trang 20 người)
cmd-leaderboard-picture-name = hình
cmd-leaderboard-picture-description = Kèm hình ảnh

cmd-stats-name = thống-kê
cmd-stats-description = Điểm và thành tích của một người chơi.
cmd-stats-player-name = người-chơi
cmd-stats-player-description = Của ai (mặc định: của bạn)

cmd-history-name = lịch-sử
cmd-history-description = Các ván đã xong gần đây của một người chơi, kèm số ván.
cmd-history-player-name = người-chơi
cmd-history-player-description = Của ai (mặc định: của bạn)

cmd-export-name = xuất
cmd-export-description = Biên bản ván cờ theo định dạng pente.org, dạng tệp.
cmd-export-game-name = ván
cmd-export-game-description = Số ván (xem /pente history)

cmd-replay-name = xem-lại
cmd-replay-description = Xem lại từng nước của ván, hoặc nhận ảnh GIF động.
cmd-replay-game-name = ván
cmd-replay-game-description = Số ván (xem /pente history)
cmd-replay-move-name = nước
cmd-replay-move-description = Bắt đầu từ nước này (mặc định: từ đầu)

cmd-review-name = phân-tích
cmd-review-description = Máy phân tích một ván đã xong.
cmd-review-game-name = ván
cmd-review-game-description = Số ván (xem /pente history)

cmd-import-name = nhập
cmd-import-description = Xem một ván từ tệp biên bản pente.org (không lưu, không tính điểm).
cmd-import-file-name = tệp
cmd-import-file-description = Biên bản ván pente.org (.txt), tối đa 256 KB

cmd-rules-name = luật
cmd-rules-description = Luật của một biến thể.
cmd-rules-variant-name = biến-thể
cmd-rules-variant-description = Trò chơi

cmd-help-name = trợ-giúp
cmd-help-description = Cách chơi với bot này.

choice-dark = tối
choice-global = toàn bộ
choice-light = sáng
choice-me = tôi
choice-random = ngẫu nhiên
choice-server = máy chủ này
choice-them = đối thủ
