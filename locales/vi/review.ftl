## Engine reviews: /pente review and its buttons.

button-review = Phân tích

refusal-review-not-over = ván #{ $id } chưa kết thúc: phân tích có sau khi ván xong
refusal-review-players = chỉ phân tích ván hai người; ván này có { $players } người chơi
refusal-review-queue-full = đã có { $waiting } ván đang chờ phân tích; hãy thử lại sau một phút

review-queued = Ván #{ $id } đang chờ phân tích: còn { $ahead } ván phía trước.
review-progress = Đang phân tích ván #{ $id }: { $done } trên { $total } thế cờ…
review-heading = **Phân tích** · { $heading }
review-chart = Cơ hội thắng sau mỗi quân: { $first } phía trên đường giữa, { $second } phía dưới. Các số đánh dấu những thời điểm bên dưới.
review-moment = { $n }. Nước { $move }, { $who } { $played }: { $what }
review-no-moments = Không có nước sai từ 10 % trở lên: cả hai chơi tốt.
review-inaccuracy = nước chưa chính xác (−{ $loss } %), tốt hơn là { $best }
review-mistake = nước sai (−{ $loss } %), tốt hơn là { $best }
review-blunder = nước sai nghiêm trọng (−{ $loss } %), tốt hơn là { $best }
review-missed-five = bỏ lỡ năm quân tại { $best }
review-missed-captures = bỏ lỡ thắng bằng ăn quân tại { $best }
review-missed-vcf = bỏ lỡ thắng bằng chuỗi bốn từ { $best }
review-missed-forced = bỏ lỡ thắng bắt buộc (tối đa { $moves } nước) từ { $best }
review-page = **Thời điểm { $n } trên { $count }** · nước { $move }: { $who } đã đi { $played }; { $what }. Nước của máy được khoanh tròn.
review-footer-stored = { $engine } · đã phân tích trước, lấy từ bộ nhớ
review-footer-searched = { $engine } · tính trong { $seconds } giây
review-gone = Phân tích này của máy cũ hơn và không còn được lưu; hãy yêu cầu lại bằng `/pente review`.
