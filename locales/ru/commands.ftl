# Имена команд и параметров (1–32 символа: строчные буквы, цифры, - или _; без пробелов)
# и описания (1–100 символов), как их показывает Discord.

cmd-pente-description = Pente и родственные игры: вызов, партия, доска.

cmd-challenge-name = вызов
cmd-challenge-description = Вызвать кого-нибудь на партию.
cmd-challenge-opponent-name = соперник
cmd-challenge-opponent-description = С кем играть
cmd-challenge-variant-name = вариант
cmd-challenge-variant-description = Игра (по умолчанию pente)
cmd-challenge-size-name = размер
cmd-challenge-size-description = Размер доски (нечётный, 7–25)
cmd-challenge-opening-name = дебют
cmd-challenge-opening-description = Дебютное правило: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = первый
cmd-challenge-first-description = Кто ходит первым (по умолчанию случайно)
cmd-challenge-rated-name = рейтинговая
cmd-challenge-rated-description = Учитывается в рейтинге
cmd-challenge-options-name = правила
cmd-challenge-options-description = Доп. правила как ключ=значение, напр. "captures=false renju_foul=lose" (см. /pente help)
cmd-challenge-clock-name = часы
cmd-challenge-clock-description = На ход (1h, 1d; 1m–14d) или живые минуты+добавка (5m+10s); без времени — поражение

cmd-play-bot-name = с-компьютером
cmd-play-bot-description = Сыграть с компьютером, сразу.
cmd-play-bot-level-name = уровень
cmd-play-bot-level-description = 1 (новичок) – 8 (сильнейший); по умолчанию 4
cmd-play-bot-variant-name = вариант
cmd-play-bot-variant-description = Игра (по умолчанию pente)
cmd-play-bot-size-name = размер
cmd-play-bot-size-description = Размер доски (нечётный, 7–25)
cmd-play-bot-opening-name = дебют
cmd-play-bot-opening-description = Дебютное правило: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = первый
cmd-play-bot-first-description = Кто ходит первым (по умолчанию случайно)
cmd-play-bot-rated-name = рейтинговая
cmd-play-bot-rated-description = Учитывается в рейтинге против компьютера (отдельно от партий с людьми)
cmd-play-bot-options-name = правила
cmd-play-bot-options-description = Доп. правила как ключ=значение, напр. "captures=false" (см. /pente help)
cmd-play-bot-clock-name = часы
cmd-play-bot-clock-description = На ход (1h, 1d) или живые минуты+добавка (5m+10s)

cmd-lobby-name = лобби
cmd-lobby-description = Открыть партию на 3–4 игроков (или две команды) для всех желающих.
cmd-lobby-variant-name = вариант
cmd-lobby-variant-description = Игра (по умолчанию pente)
cmd-lobby-players-name = игроки
cmd-lobby-players-description = Сколько игроков (2–4; по умолчанию 4 или сколько в варианте)
cmd-lobby-teams-name = команды
cmd-lobby-teams-description = Две команды по двое (4 игрока)
cmd-lobby-size-name = размер
cmd-lobby-size-description = Размер доски (нечётный, 7–25)
cmd-lobby-opening-name = дебют
cmd-lobby-opening-description = Дебютное правило: none, pro, long-pro, ...
cmd-lobby-options-name = правила
cmd-lobby-options-description = Доп. правила как ключ=значение, напр. "captures=false"
cmd-lobby-rated-name = рейтинговая
cmd-lobby-rated-description = Учитывается в рейтинге (по занятому месту)
cmd-lobby-clock-name = часы
cmd-lobby-clock-description = На ход (1h, 1d; 1m–14d) или живые минуты+добавка (5m+10s); без времени — выбывает

cmd-move-name = ход
cmd-move-description = Поставить камень (K10), спасовать (где можно) или решение дебюта (choose=black).
cmd-move-coordinate-name = координата
cmd-move-coordinate-description = Пункт вроде K10, pass (рэндзю) или choose=<цвет>, offer=..., pick=...
cmd-move-game-name = партия
cmd-move-game-description = Номер партии, если их несколько

cmd-board-name = доска
cmd-board-description = Показать доску партии.
cmd-board-game-name = партия
cmd-board-game-description = Номер партии, если их несколько

cmd-draw-name = ничья
cmd-draw-description = Предложить ничью или согласиться на предложенную.
cmd-draw-game-name = партия
cmd-draw-game-description = Номер партии, если их несколько

cmd-takeback-name = вернуть-ход
cmd-takeback-description = Попросить вернуть ваш последний ход.
cmd-takeback-game-name = партия
cmd-takeback-game-description = Номер партии, если их несколько

cmd-resign-name = сдаться
cmd-resign-description = Сдать партию.
cmd-resign-game-name = партия
cmd-resign-game-description = Номер партии, если их несколько

cmd-cancel-name = отменить
cmd-cancel-description = Отменить партию до её второго хода.
cmd-cancel-game-name = партия
cmd-cancel-game-description = Номер партии, если их несколько

cmd-games-name = партии
cmd-games-description = Ваши текущие партии.

cmd-settings-name = настройки
cmd-settings-description = Настройки сервера: ветки, правила по умолчанию (менять: «Управлять сервером»).
cmd-settings-threads-name = ветки
cmd-settings-threads-description = Играть каждую партию в отдельной ветке
cmd-settings-default_rules-name = правила-по-умолчанию
cmd-settings-default_rules-description = Правила вызова, если он их не называет, напр. "keryo-pente size=13", или "none"
cmd-settings-language-name = язык
cmd-settings-language-description = Язык сообщений партий: en, sv, ru, ja, ko, vi, pl, cs или discord (язык сервера)
cmd-settings-default_theme-name = тема-по-умолчанию
cmd-settings-default_theme-description = Тема доски по умолчанию (своя у каждого: /pente prefs)
cmd-settings-default_confirm_moves-name = подтверждение-по-умолчанию
cmd-settings-default_confirm_moves-description = По умолчанию для игроков: подтверждать ходы в сетке кнопок
cmd-settings-default_turn_dms-name = сообщения-по-умолчанию
cmd-settings-default_turn_dms-description = По умолчанию: личное сообщение, когда ваш ход (контроль от 1 часа)

cmd-prefs-name = мои-настройки
cmd-prefs-description = Ваши настройки: тема доски, подтверждение ходов, сообщения о ходе.
cmd-prefs-theme-name = тема
cmd-prefs-theme-description = Картинка доски: светлая или тёмная
cmd-prefs-confirm_moves-name = подтверждать-ходы
cmd-prefs-confirm_moves-description = Подтверждать каждый пункт, нажатый в сетке кнопок, перед ходом
cmd-prefs-turn_dms-name = сообщения-о-ходе
cmd-prefs-turn_dms-description = Личное сообщение, когда ваш ход (партии с контролем от 1 часа)

cmd-leaderboard-name = рейтинг
cmd-leaderboard-description = Лучшие игроки по рейтингу в игре.
cmd-leaderboard-variant-name = вариант
cmd-leaderboard-variant-description = Рейтинговое семейство (по умолчанию pente)
cmd-leaderboard-scope-name = охват
cmd-leaderboard-scope-description = Этот сервер (по умолчанию) или везде
cmd-leaderboard-page-name = страница
cmd-leaderboard-page-description = Страница (по 20 игроков)
cmd-leaderboard-picture-name = картинка
cmd-leaderboard-picture-description = Также картинкой

cmd-stats-name = статистика
cmd-stats-description = Рейтинги и результаты игрока.
cmd-stats-player-name = игрок
cmd-stats-player-description = Чьи (по умолчанию ваши)

cmd-history-name = история
cmd-history-description = Последние завершённые партии игрока, с номерами.
cmd-history-player-name = игрок
cmd-history-player-description = Чьи (по умолчанию ваши)

cmd-export-name = экспорт
cmd-export-description = Запись партии в формате pente.org, файлом.
cmd-export-game-name = партия
cmd-export-game-description = Номер партии (см. /pente history)

cmd-replay-name = повтор
cmd-replay-description = Пройти партию по ходам или получить её анимированным GIF.
cmd-replay-game-name = партия
cmd-replay-game-description = Номер партии (см. /pente history)
cmd-replay-move-name = ход
cmd-replay-move-description = Начать с этого хода (по умолчанию: с начала)

cmd-review-name = разбор
cmd-review-description = Разбор завершённой партии движком.
cmd-review-game-name = партия
cmd-review-game-description = Номер партии (см. /pente history)

cmd-import-name = импорт
cmd-import-description = Посмотреть партию из файла записи pente.org (не сохраняется, без рейтинга).
cmd-import-file-name = файл
cmd-import-file-description = Запись партии pente.org (.txt), до 256 КБ

cmd-rules-name = правила
cmd-rules-description = Правила варианта.
cmd-rules-variant-name = вариант
cmd-rules-variant-description = Игра

cmd-help-name = помощь
cmd-help-description = Как играть с этим ботом.

choice-dark = тёмная
choice-global = везде
choice-light = светлая
choice-me = я
choice-random = случайно
choice-server = этот сервер
choice-them = соперник
