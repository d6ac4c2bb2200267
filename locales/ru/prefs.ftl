## Настройки игрока (/pente prefs), значения сервера по умолчанию, подтверждение хода
## в сетке кнопок и личное сообщение, когда ход игрока.

prefs-heading = Ваши настройки:
prefs-theme = Тема доски: **{ $theme ->
        [dark] тёмная
       *[light] светлая
    }** ({ $source })
prefs-confirm = Подтверждать ходы в сетке кнопок: **{ $value ->
        [on] вкл.
       *[off] выкл.
    }** ({ $source })
prefs-turn-dms = Личное сообщение, когда ваш ход (контроль от 1 часа): **{ $value ->
        [on] вкл.
       *[off] выкл.
    }** ({ $source })
prefs-source-yours = ваш выбор
prefs-source-server = по умолчанию на сервере
prefs-source-bot = по умолчанию у бота
prefs-dms-failed = Discord не доставил ваше последнее сообщение о ходе ({ $when }): похоже, личные сообщения от бота закрыты, поэтому они не отправляются, пока вы снова не включите их командой `/pente prefs turn_dms:true`.
prefs-shared-board = Доска, которую видят все, рисуется в теме игрока, чей ход.
prefs-saved = Сохранено. { $prefs }
settings-player-defaults = По умолчанию для игроков: тема **{ $theme ->
        [dark] тёмная
       *[light] светлая
    }**, подтверждение ходов **{ $confirm ->
        [on] вкл.
       *[off] выкл.
    }**, сообщения о ходе **{ $dms ->
        [on] вкл.
       *[off] выкл.
    }**.

grid-confirm-text = Партия #{ $id }: сходить **{ $point }**? Нажмите «Подтвердить», другой пункт или «Отмена».
button-confirm-move = Подтвердить { $point }
button-cancel-move = Отмена

dm-your-turn = Ваш ход в партии #{ $id } ({ $variant }, против: { $opponents }): { $link }
dm-deadline = Ваше время истекает { $when }.
