## 플레이어 설정 (/pente prefs), 서버 기본값, 버튼판의 착수 확인,
## 차례가 되었을 때의 DM.

prefs-heading = 내 설정:
prefs-theme = 판 테마: **{ $theme ->
        [dark] 어두운
       *[light] 밝은
    }** ({ $source })
prefs-confirm = 버튼판에서 착수 확인: **{ $value ->
        [on] 켬
       *[off] 끔
    }** ({ $source })
prefs-turn-dms = 내 차례가 되면 DM (제한 시간 1시간 이상): **{ $value ->
        [on] 켬
       *[off] 끔
    }** ({ $source })
prefs-source-yours = 내 선택
prefs-source-server = 이 서버의 기본값
prefs-source-bot = 봇의 기본값
prefs-dms-failed = Discord가 마지막 차례 DM을 거부했습니다 ({ $when }). 봇의 DM이 막혀 있는 것 같아, `/pente prefs turn_dms:true`로 다시 켤 때까지 보내지 않습니다.
prefs-shared-board = 모두가 보는 판은 둘 차례인 플레이어의 테마로 그려집니다.
prefs-saved = 저장했습니다. { $prefs }
settings-player-defaults = 플레이어 기본값: 테마 **{ $theme ->
        [dark] 어두운
       *[light] 밝은
    }**, 착수 확인 **{ $confirm ->
        [on] 켬
       *[off] 끔
    }**, 차례 DM **{ $dms ->
        [on] 켬
       *[off] 끔
    }**.

grid-confirm-text = 대국 #{ $id }: **{ $point }**에 둘까요? 확인, 다른 점, 또는 취소를 누르세요.
button-confirm-move = { $point } 확인
button-cancel-move = 취소

dm-your-turn = 대국 #{ $id } ({ $variant }, 상대: { $opponents })에서 내 차례입니다: { $link }
dm-deadline = 시간이 { $when } 끝납니다.
