# 명령어와 옵션 이름(1~32자: 문자, 숫자, - 또는 _; 공백 없음)과 설명(1~100자).

cmd-pente-description = Pente와 그 친척 게임: 도전, 대국, 판 보기.

cmd-challenge-name = 도전
cmd-challenge-description = 누군가에게 대국을 신청합니다.
cmd-challenge-opponent-name = 상대
cmd-challenge-opponent-description = 대국할 상대
cmd-challenge-variant-name = 변형
cmd-challenge-variant-description = 게임(기본 pente)
cmd-challenge-size-name = 크기
cmd-challenge-size-description = 판 크기(홀수, 7~25)
cmd-challenge-opening-name = 오프닝
cmd-challenge-opening-description = 오프닝 규칙: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = 선수
cmd-challenge-first-description = 누가 먼저 두는지(기본 무작위)
cmd-challenge-rated-name = 레이팅
cmd-challenge-rated-description = 레이팅에 반영
cmd-challenge-options-name = 옵션
cmd-challenge-options-description = 추가 규칙 key=value, 예: "captures=false renju_foul=lose" (/pente help 참고)
cmd-challenge-clock-name = 시간
cmd-challenge-clock-description = 수당(1h, 1d; 1m~14d) 또는 실시간 분+추가(5m+10s); 시간이 다 된 쪽이 패배

cmd-play-bot-name = 컴퓨터대국
cmd-play-bot-description = 바로 컴퓨터와 둡니다.
cmd-play-bot-level-name = 레벨
cmd-play-bot-level-description = 1(초보)~8(최강); 기본 4
cmd-play-bot-variant-name = 변형
cmd-play-bot-variant-description = 게임(기본 pente)
cmd-play-bot-size-name = 크기
cmd-play-bot-size-description = 판 크기(홀수, 7~25)
cmd-play-bot-opening-name = 오프닝
cmd-play-bot-opening-description = 오프닝 규칙: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = 선수
cmd-play-bot-first-description = 누가 먼저 두는지(기본 무작위)
cmd-play-bot-rated-name = 레이팅
cmd-play-bot-rated-description = 컴퓨터 상대 레이팅에 반영(사람과의 대국과 별도)
cmd-play-bot-options-name = 옵션
cmd-play-bot-options-description = 추가 규칙 key=value, 예: "captures=false" (/pente help 참고)
cmd-play-bot-clock-name = 시간
cmd-play-bot-clock-description = 수당(1h, 1d) 또는 실시간 분+추가(5m+10s)

cmd-lobby-name = 로비
cmd-lobby-description = 누구나 참가할 수 있는 3~4인(또는 두 팀) 대국을 엽니다.
cmd-lobby-variant-name = 변형
cmd-lobby-variant-description = 게임(기본 pente)
cmd-lobby-players-name = 인원
cmd-lobby-players-description = 인원(2~4; 기본 4 또는 변형의 인원)
cmd-lobby-teams-name = 팀
cmd-lobby-teams-description = 2명씩 두 팀(4명)
cmd-lobby-size-name = 크기
cmd-lobby-size-description = 판 크기(홀수, 7~25)
cmd-lobby-opening-name = 오프닝
cmd-lobby-opening-description = 오프닝 규칙: none, pro, long-pro, ...
cmd-lobby-options-name = 옵션
cmd-lobby-options-description = 추가 규칙 key=value, 예: "captures=false"
cmd-lobby-rated-name = 레이팅
cmd-lobby-rated-description = 레이팅에 반영(순위에 따라)
cmd-lobby-clock-name = 시간
cmd-lobby-clock-description = 수당(1h, 1d; 1m~14d) 또는 실시간 분+추가(5m+10s); 시간이 다 된 사람은 탈락

cmd-move-name = 착수
cmd-move-description = 돌 두기(K10), 패스(규칙이 허용할 때), 또는 오프닝 선택(choose=black).
cmd-move-coordinate-name = 좌표
cmd-move-coordinate-description = K10 같은 점, pass(렌주), 또는 choose=<색>, offer=..., pick=...
cmd-move-game-name = 대국
cmd-move-game-description = 대국 번호(여러 개일 때)

cmd-board-name = 판
cmd-board-description = 대국의 판을 보여 줍니다.
cmd-board-game-name = 대국
cmd-board-game-description = 대국 번호(여러 개일 때)

cmd-draw-name = 무승부
cmd-draw-description = 무승부를 제안하거나 제안에 동의합니다.
cmd-draw-game-name = 대국
cmd-draw-game-description = 대국 번호(여러 개일 때)

cmd-takeback-name = 무르기
cmd-takeback-description = 마지막 수를 무르자고 요청합니다.
cmd-takeback-game-name = 대국
cmd-takeback-game-description = 대국 번호(여러 개일 때)

cmd-resign-name = 기권
cmd-resign-description = 대국을 기권합니다.
cmd-resign-game-name = 대국
cmd-resign-game-description = 대국 번호(여러 개일 때)

cmd-cancel-name = 취소
cmd-cancel-description = 둘째 수 전에 대국을 취소합니다.
cmd-cancel-game-name = 대국
cmd-cancel-game-description = 대국 번호(여러 개일 때)

cmd-games-name = 내대국
cmd-games-description = 진행 중인 내 대국.

cmd-settings-name = 설정
cmd-settings-description = 이 서버의 설정: 스레드 대국, 기본 규칙(바꾸려면 서버 관리 권한).
cmd-settings-threads-name = 스레드
cmd-settings-threads-description = 대국마다 전용 스레드에서 두기
cmd-settings-default_rules-name = 기본규칙
cmd-settings-default_rules-description = 도전에 규칙이 없을 때의 규칙, 예: "keryo-pente size=13", 또는 "none"
cmd-settings-language-name = 언어
cmd-settings-language-description = 대국 메시지의 언어: en, sv, ru, ja, ko, vi, pl, cs, 또는 discord(서버의 언어)
cmd-settings-default_theme-name = 기본테마
cmd-settings-default_theme-description = 플레이어 기본 판 테마 (각자 /pente prefs로 고를 수 있음)
cmd-settings-default_confirm_moves-name = 기본착수확인
cmd-settings-default_confirm_moves-description = 플레이어 기본값: 버튼판에서 착수 확인
cmd-settings-default_turn_dms-name = 기본차례dm
cmd-settings-default_turn_dms-description = 플레이어 기본값: 차례가 되면 DM (제한 시간 1시간 이상)

cmd-prefs-name = 내설정
cmd-prefs-description = 내 설정: 판 테마, 착수 확인, 차례 알림.
cmd-prefs-theme-name = 테마
cmd-prefs-theme-description = 판 그림: 밝은 또는 어두운
cmd-prefs-confirm_moves-name = 착수확인
cmd-prefs-confirm_moves-description = 버튼판에서 누른 점을 두기 전에 확인
cmd-prefs-turn_dms-name = 차례dm
cmd-prefs-turn_dms-description = 내 차례가 되면 DM (제한 시간 1시간 이상인 대국)

cmd-leaderboard-name = 순위표
cmd-leaderboard-description = 게임의 레이팅 상위 대국자.
cmd-leaderboard-variant-name = 변형
cmd-leaderboard-variant-description = 레이팅 계열(기본 pente)
cmd-leaderboard-scope-name = 범위
cmd-leaderboard-scope-description = 이 서버(기본) 또는 전체
cmd-leaderboard-page-name = 페이지
cmd-leaderboard-page-description = 페이지(한 페이지 20명)
cmd-leaderboard-picture-name = 그림
cmd-leaderboard-picture-description = 그림으로도 보기

cmd-stats-name = 전적
cmd-stats-description = 대국자의 레이팅과 전적.
cmd-stats-player-name = 대국자
cmd-stats-player-description = 누구의(기본: 나)

cmd-history-name = 기록
cmd-history-description = 대국자의 최근 끝난 대국과 그 번호.
cmd-history-player-name = 대국자
cmd-history-player-description = 누구의(기본: 나)

cmd-export-name = 기보내보내기
cmd-export-description = 대국 기보를 pente.org 형식 파일로.
cmd-export-game-name = 대국
cmd-export-game-description = 대국 번호(/pente history 참고)

cmd-replay-name = 다시보기
cmd-replay-description = 대국을 한 수씩 보거나 애니메이션 GIF로 받습니다.
cmd-replay-game-name = 대국
cmd-replay-game-description = 대국 번호(/pente history 참고)
cmd-replay-move-name = 수
cmd-replay-move-description = 이 수부터 시작(기본: 처음부터)

cmd-review-name = 복기
cmd-review-description = 끝난 대국의 엔진 복기.
cmd-review-game-name = 대국
cmd-review-game-description = 대국 번호(/pente history 참고)

cmd-import-name = 기보불러오기
cmd-import-description = pente.org 기보 파일의 대국을 봅니다(저장도 레이팅도 하지 않음).
cmd-import-file-name = 파일
cmd-import-file-description = pente.org 기보(.txt), 256 KB까지

cmd-rules-name = 규칙
cmd-rules-description = 변형의 규칙.
cmd-rules-variant-name = 변형
cmd-rules-variant-description = 게임

cmd-help-name = 도움말
cmd-help-description = 이 봇으로 두는 법.

choice-dark = 어두운
choice-global = 전체
choice-light = 밝은
choice-me = 나
choice-random = 무작위
choice-server = 이 서버
choice-them = 상대
