# Слова бота по-русски. Координаты (K10), записи ходов (choose=black), команды
# (/pente move) и названия вариантов (pente, renju) остаются как есть.

## Отказы.

refusal-no-such-game = партии #{ $id } нет
refusal-no-game-going = У вас нет текущей партии. Начните её командой `/pente challenge`.
refusal-which-game = В этом канале у вас нет партии; укажите её через `game:` ({ $games }).
refusal-default-rules-players = правила по умолчанию должны быть для партии двух игроков (лобби сами выбирают число игроков); { $rules } рассчитаны на { $players }
refusal-no-such-challenge = вызова #{ $id } нет
refusal-not-in-game = вы не играете в партии #{ $id }
refusal-not-invited = этот вызов не вам
refusal-not-host = это может сделать только автор вызова #{ $id }
refusal-challenge-closed = вызов #{ $id } { $status ->
        [expired] истёк
        [declined] отклонён
        [accepted] принят
        [cancelled] отозван
       *[other] { $status }
    }; создайте новый командой /pente challenge
refusal-unfair-rating = рейтинговой партии двух игроков нужно дебютное правило, делающее её честной (pro, long-pro, swap, swap2, taraguchi-10, d-pente или g-pente); добавьте opening:pro или уберите rated
refusal-custom-rules-rated = рейтинговая партия играется по правилам своего варианта (менять можно только дебют и игроков или команды); уберите другие параметры или уберите rated
refusal-self-challenge = нельзя вызвать самого себя
refusal-duplicate-player = { $name } указан дважды
refusal-wrong-player-count = эти правила для { $needed } игроков, а указано { $got }
refusal-already-joined = вы уже в этом лобби
refusal-lobby-full = лобби заполнено (игроков: { $count })
refusal-lobby-not-ready = для начала нужно игроков: { $needed }; присоединилось: { $got }
refusal-host-cannot-leave = создатель не может покинуть лобби; закройте его
refusal-left-game = вы вышли из партии #{ $id }; остальные играют без вас
refusal-takeback-past-drop-out = возврат хода не может отменить сдачу или просрочку времени другого игрока
refusal-bad-clock = время на ход должно быть не меньше секунды
refusal-game-not-over = партия #{ $id } ещё идёт: реванш возможен после её окончания
refusal-game-not-active = партия #{ $id } { $status ->
        [finished] окончена
        [cancelled] отменена
        [active] идёт
       *[other] { $status }
    }
refusal-position-changed = позиция изменилась с тех пор, как вы её видели (был ход { $expected }, теперь ход { $actual }, или ход вернули); посмотрите на новую доску и попробуйте снова
refusal-no-draw-offer = в партии #{ $id } никто не предлагал ничью; предложите её командой /pente draw
refusal-draw-already-offered = вы уже предложили ничью; ждём ответа остальных
refusal-no-takeback = в партии #{ $id } никто не просил вернуть ход
refusal-own-takeback = нельзя принять собственную просьбу вернуть ход
refusal-nothing-to-take-back = вам нечего возвращать
refusal-takeback-pending = в партии #{ $id } уже ждёт ответа просьба вернуть ход
refusal-not-timed-out = у игрока, чей ход, ещё есть время (до { $until }); потом вы сможете потребовать победу
refusal-no-clock = в партии #{ $id } нет контроля времени, поэтому проиграть по времени нельзя
refusal-own-timeout = сейчас ваш ход: нельзя требовать победу по времени против себя
refusal-too-late-to-cancel = партия #{ $id } уже началась: её нельзя отменить; сдайтесь
refusal-bad-level = компьютер играет на уровнях от 1 до 8, а не { $level }
refusal-computer-two-players = компьютер играет только партии двух игроков; этот вариант для { $count }
refusal-computer-no-draw = компьютер не соглашается на ничью: играйте дальше или сдайтесь
refusal-computer-rated-takeback = в рейтинговых партиях с компьютером ходы не возвращают
refusal-flag-fell = ваше время в партии #{ $id } истекло: партия проиграна по времени
refusal-duplicate = это уже сделано (тот же запрос пришёл дважды)
refusal-outage = база данных сейчас недоступна; попробуйте ещё раз чуть позже
refusal-our-fault = У нас что-то пошло не так; попробуйте ещё раз чуть позже.
command-failed = У нас что-то пошло не так; попробуйте ещё раз.
move-game-over = партия окончена
move-not-your-turn = сейчас не ваш ход: ходит игрок { $seat } ({ $colour })
move-occupied = пункт { $point } уже занят
move-not-adjacent = { $point } не касается ни одного камня; по правилу adjacent-only каждый камень ставится рядом с другим
move-renju-foul = { $point } запрещён для чёрных: это { $foul ->
        [overline] длинный ряд (шесть и больше, { $shape })
        [double-four] вилка четыре-четыре ({ $shape })
       *[double-three] вилка три-три ({ $shape })
    }

## Ответы.

thinking-answer-below = Извините за ожидание: ответ ниже.
posted-in-thread = Опубликовано в ветке партии: { $thread }.

## /pente settings

settings-need-server = Настройки относятся к серверу; используйте это на сервере.
settings-need-manage = Менять настройки могут только участники с правом «Управлять сервером».
settings-saved = Сохранено. { $settings }
settings-text = Партии в ветках: **{ $threads ->
        [on] вкл.
       *[off] выкл.
    }**. Правила по умолчанию: **{ $rules }**.
settings-language = Язык сообщений партий: **{ $language }**.
settings-bad-language = `{ $input }` — не язык бота: используйте { $codes } или `discord`, чтобы следовать языку сервера в Discord.

## Сообщения партии (на языке сервера). Имена игроков не переводятся.

colour-white = белые
colour-black = чёрные
colour-red = красные
colour-blue = синие
game-heading = **Партия #{ $id } · { $variant }** · { $players }
players-versus = { $left } против { $right }
player-with-colour = { $player } ({ $colour })
seat-number = место { $seat }
computer-name = Компьютер (уровень { $level })
action-placed = { $who }: ход **{ $move }**
action-chose = { $who }: выбор — **{ $colour }**
action-offered = { $who }: предложено пятых ходов — { $count }
action-picked = { $who }: выбран **{ $point }**
action-passed = { $who }: пас
action-resigned = { $who }: сдача
action-timed-out = { $who }: время истекло
action-draw = Игроки согласились на ничью
action-with-captures = { $action }, { $count ->
        [one] снят { $count } камень
        [few] снято { $count } камня
       *[other] снято { $count } камней
    }
action-sentence = { $action }.
captures-line = Снятые камни: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] четырьмя в ряд
        [6] шестью в ряд
       *[other] пятью в ряд
    }
reason-captures = по снятым камням
reason-resign = сдачей соперника
reason-timeout = по времени
reason-forbidden = потому что соперник сходил в запрещённый пункт
reason-board-full = (доска заполнена)
reason-no-legal-move = (допустимых ходов не осталось)
reason-agreement = по соглашению
reason-two-passes = (оба игрока спасовали)
status-drawn = **Ничья** { $reason }.
status-won = **Победа: { $winners }** — { $reason }.
list-and = { $first } и { $second }
status-cancelled = Партия отменена.
status-to-decide = { $player } ({ $colour }) выбирает: `{ $command }`{ $clock }
status-must-pass = { $player } ({ $colour }) должен пасовать (все свободные пункты запрещены): `{ $command }`{ $clock }
status-to-move = Ход: { $player } ({ $colour }) — `{ $command }`{ $clock }
clock-runs-out = { " " }· время истекает { $when }
clock-has-left = { " " }· у { $player } осталось { $left }
reminder = { $player }, ваш ход в партии #{ $id }: время истекает { $when }. Ходите через `/pente move`.

## Кнопки.

button-play-with-buttons = Ходить кнопками
button-pass = Пас
button-rematch = Реванш
button-accept = Принять
button-decline = Отклонить

## Слова на картинке доски.

picture-to-move = ход
picture-to-decide = выбор
picture-captures = снято
picture-team-captures = снято командой
picture-team-short = команда
picture-wins = победа
picture-draw = ничья
picture-out = выбыл


## Around the moves: draws, takebacks, lobbies, lists.

button-join = Войти
button-leave = Выйти
button-start = Начать
button-close = Закрыть
button-accept-draw = Принять ничью
button-allow-takeback = Разрешить возврат
button-refuse = Отказать
draw-offer = { $heading }
    { $agreed }: { $count ->
        [one] предложение ничьей
       *[other] согласие на ничью
    }. { $others }: примите или отклоните кнопками (или `/pente draw`).
takeback-request = { $heading }
    { $who } просит вернуть свой последний ход (будет отменено действий: { $count }). { $others }: примите или отклоните кнопками.
taken-back = { $count ->
        [one] Последний ход возвращён.
        [few] Последние { $count } действия возвращены.
       *[other] Последние { $count } действий возвращены.
    }
declined = { $heading }
    { $who }: { $withdrawn ->
        [yes] { $what ->
            [draw] предложение ничьей отозвано
           *[takeback] просьба о возврате хода отозвана
        }
       *[no] { $what ->
            [draw] предложение ничьей отклонено
           *[takeback] просьба о возврате хода отклонена
        }
    }; партия продолжается.
    { $status }
started-in-thread = { $heading }
    Партия началась: она идёт в ветке ниже.
thread-name = Партия #{ $id } · { $variant }
note-you-played = Ваш ход: **{ $move }**.
own-challenge = Это ваш собственный вызов: дождитесь остальных или нажмите «Отклонить», чтобы отозвать его.
grid-not-yours = Сеткой может пользоваться только тот, чей сейчас ход.
games-line = **#{ $id }** { $variant } против { $opponents } в { $channel }, ход { $move }{ $turn }
games-your-turn = { " " }· **ваш ход**
games-more = …и ещё { $count } (параметр `game:` показывает все).


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host } вызывает { $who } на партию **{ $variant }**{ $rated }
    Правила: { $rules }{ $clock }
    { $status }
challenge-rated = { " " }(рейтинговая)
challenge-anyone = кого угодно
challenge-waiting = Ждём, когда { $who } примет вызов (истекает { $when }).
challenge-declined = Вызов отклонён.
challenge-withdrawn = Вызов отозван.
challenge-expired = Вызов истёк: никто не ответил вовремя.
game-started = Партия началась.
challenge-clock = Часы: { $terms }; у кого кончится время, тот проигрывает.
lobby-message = { $host } открывает лобби для **{ $variant }**{ $rated }: игроков { $players }{ $teams }, цвета: { $colours }
    Правила: { $rules }{ $clock }
    Игроки ({ $joined }/{ $players }): { $list }
    { $status }
lobby-in-teams = { " " }в двух командах
lobby-host = { $player } (создатель)
lobby-open = Присоединяйтесь кнопкой. Партия начнётся, когда будут заняты все места ({ $players }){ $early }; места распределяются случайно (истекает { $when }).
lobby-early = , или раньше, когда { $host } нажмёт «Начать»
lobby-closed = Лобби закрыто.
lobby-expired = Лобби истекло, пока набиралось игроков.
lobby-clock = Часы: { $terms }; у кого кончится время, тот выбывает.
clock-per-move = { $time } на ход
clock-live = { $time } каждому (живые)
clock-live-increment = { $time } каждому + { $increment } за ход (живые)
duration-days = { $count ->
        [one] { $count } день
        [few] { $count } дня
        [many] { $count } дней
       *[other] { $count } дней
    }
duration-hours = { $count ->
        [one] { $count } час
        [few] { $count } часа
        [many] { $count } часов
       *[other] { $count } часов
    }
duration-minutes = { $count ->
        [one] { $count } минута
        [few] { $count } минуты
        [many] { $count } минут
       *[other] { $count } минут
    }
duration-seconds = { $count ->
        [one] { $count } секунда
        [few] { $count } секунды
        [many] { $count } секунд
       *[other] { $count } секунд
    }


## Opening decisions and the button grid.

decide-take = Взять: { $colour }
decide-place-two = Поставить ещё два
decide-swap = Обмен: взять { $colour }
decide-stay = Остаться: { $colour }
decide-option-one = Вариант 1: взять { $colour }
decide-option-two = Вариант 2: предложить десять
hint-type = Введите через `/pente move`: { $hint }.
hint-none = Сейчас решать нечего; ходите через `/pente move`.
grid-text = Партия #{ $id }: пункты от { $from } до { $to }. Нажмите на пункт, чтобы сходить; стрелки сдвигают окно.


## Ratings, statistics and history.

leaderboard-empty = Рейтинговых партий в **{ $family }** пока нет ({ $scope }). Рейтинговые партии: `/pente challenge ... rated:true`.
leaderboard-no-page = В рейтинге **{ $family }** ({ $scope }) нет страницы { $page }.
leaderboard-title = Рейтинг **{ $family }** ({ $scope }), страница { $page }:
leaderboard-provisional = ? = предварительный (пока мало партий)
leaderboard-no-server = Здесь нет сервера; используйте scope:global.
scope-global = везде
scope-server = этот сервер
stats-none = У { $player } пока нет рейтинговых партий.
stats-title = Рейтинги { $player }:
stats-line = **{ $family }** ({ $scope }): { $rating }{ $provisional } ± { $deviation } · партий: { $games }: побед { $won }, поражений { $lost }, ничьих { $drawn }
stats-provisional = { " " }(предварительный)
record-streak = Серия: { $result ->
        [win] побед
        [loss] поражений
       *[draw] ничьих
    } подряд — { $count }.
record-favourite = Любимый дебют: { $opening } (партий: { $count }).
record-recent = Последние партии:
history-none = У { $player } пока нет завершённых партий.
history-title = Последние партии { $player }:
history-export = `/pente export game:<номер>` даёт запись партии.
past-line = **#{ $id }** { $variant } против { $opponents }: { $result ->
        [win] победа
        [loss] поражение
        [draw] ничья
       *[cancelled] отменена
    }{ $reason }{ $rated }, ходов: { $moves }{ $when }
past-rated = , рейтинговая


## Ratings on the board, the rate limit, records and replays.

ratings-line = Рейтинг ({ $family }, { $scope }): { $changes }
slow-down = Помедленнее: не больше { $setting } действий на игрока. Попробуйте снова через { $seconds } с.
other-bots = Другие боты играть не могут; вызовите человека или сыграйте со мной через `/pente play-bot`.
import-too-big = `{ $file }` — { $size } КБ; запись партии не больше { $max } КБ.
import-no-file = Discord не отдал мне файл; попробуйте ещё раз.
import-not-text = `{ $file }` — не текстовый файл; экспортируйте партию с pente.org (или `/pente export`) и приложите её.
import-unreadable = Не удалось прочитать `{ $file }`: { $error }
imported = `{ $file }`: **{ $variant }**, { $first } против { $second }, ходов: { $moves }, { $outcome }. Только для разбора: не сохраняется, без рейтинга.
imported-drawn = ничья
imported-won = победа: { $winners } ({ $reason })
imported-unfinished = не окончена
export-text = Запись партии #{ $id } ({ $variant }) в формате pente.org.
replay-text = { $heading }
    Повтор, ход { $ply } из { $total }{ $what }.
replay-played = : { $who } — { $move }
replay-empty = : пустая доска
gif-too-long = Партия #{ $id } слишком длинная для одного GIF ({ $size } МБ); пройдите её кнопками.
gif-caption = Партия #{ $id }, все ходы.
gif-failed = Не удалось нарисовать повтор; извините.


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }` — не параметр: пишите ключ=значение, напр. `captures=false` (`/pente rules` перечисляет ключи)
autocomplete-your-turn = { " " }(ваш ход)
rules-coordinates = Координаты: столбцы { $columns }, ряды снизу (напр. { $example }).
rules-options = Параметры правил (`options:` как ключ=значение, напр. `captures=false`): { $keys }.

## Справка.

help-text =
    { "**" }Pente в Discord** (гомоку, рэндзю и родственные игры)
    `/pente challenge @игрок [variant] [size] [opening] [first]`: вызвать кого-то на партию; ему придут кнопки «Принять» / «Отклонить».
    `/pente lobby [variant] [players]`: партия на 3–4 игроков (или команды), к которой может присоединиться любой.
    `/pente move K10`: поставить камень (буквы — столбцы, цифры — ряды снизу). И решения дебюта: `choose=black`.
    `/pente board`: показать здесь доску вашей партии. `/pente games`: ваши партии.
    `/pente resign`: сдаться. `/pente draw`: предложить ничью. `/pente takeback`: попросить вернуть последний ход.
    `/pente cancel`: отменить партию до второго хода. `/pente rules [variant]`: правила.
    Каждая команда принимает `game:`, чтобы выбрать одну из нескольких партий.
    `/pente settings [threads] [default_rules] [language]`: настройки сервера (для изменения нужно право «Управлять сервером»).
    `/pente review game`: разбор завершённой партии движком (или кнопка «Разбор» под последней доской). `/pente prefs`: тема доски, подтверждение ходов и сообщения о вашем ходе.


## Отказы движка правил: недопустимые ходы, решения дебюта, записи ходов, параметры правил, часы.
## Координаты, записи ходов (choose=black), ключи и значения параметров и названия вариантов не переводятся.

move-off-board = ({ $x }, { $y }) вне доски; столбцы { $columns }, строки 1-{ $size }
move-opening-area = { $point } вне зоны дебюта: { $area }
area-centre = камень { $stone } должен стоять в центральном пункте, { $centre }
area-within = камень { $stone } должен стоять в центральном квадрате { $n }x{ $n }, { $square }
area-away = второй камень первого игрока должен стоять не ближе { $min } пунктов от центра { $centre }, вне квадрата { $square }{ $gpente ->
        [yes] , и не в 3 или 4 пунктах от центра на его строке или столбце (G-Pente)
       *[no] {""}
    }
move-self-capture = { $point } поставит ваши камни под снятие, а эти правила это запрещают (даже если ход снимает камни или выигрывает)
move-decision-required = сначала должен решить игрок { $seat }: { $expected }
move-no-decision = сейчас нет решения дебюта; { $expected }
move-not-your-decision = решает игрок { $seat }, а не вы
move-no-such-seat = игрок { $seat } не участвует в этой партии
move-already-left = игрок { $seat } уже выбыл из этой партии
move-no-such-colour = цвета { $number } в этой партии нет
move-not-a-move = победа по времени и ничья оформляются своими командами
move-offer-count = предложите ровно { $needed } пятых ходов, а не { $offered }
move-offered-twice = { $point } предложен дважды
move-symmetric-offers = { $first } и { $second } — один и тот же ход по симметрии позиции; предложите десять разных ходов
move-not-offered = { $point } не предлагался; выберите один из: { $offered }
move-no-pass-opening = пасовать нельзя, пока не закончен дебют
move-no-pass = в этих правилах паса нет (pass=false)
expect-stone = поставьте камень
expect-choose-colour = выберите цвет: choose={ $first } или choose={ $second }
expect-swap2 = choose={ $first } или choose={ $second }, чтобы выбрать цвет, или поставьте ещё два камня (сначала { $second-colour }, потом { $first-colour })
expect-taraguchi-swap = выберите цвет, чтобы поменяться или остаться, или сделайте следующий ход, чтобы остаться
expect-taraguchi-branch = choose={ $first } или choose={ $second } (вариант 1: остаться или поменяться, затем пятый камень в квадрате 9x9) или предложите десять пятых ходов (вариант 2)
expect-taraguchi-pick = выберите один из предложенных пятых ходов: { $points }
end-reason-name = { $reason ->
        [five] пять в ряд
        [four] четыре в ряд
        [six] шесть в ряд
        [captures] снятые камни
        [resign] сдача
        [timeout] время
        [forbidden] запрещённый ход
        [board-full] доска заполнена
        [no-legal-move] нет допустимых ходов
        [agreement] соглашение
        [two-passes] два паса
       *[other] { $reason }
    }
list-or = { $first } или { $second }
token-bad-colour = `{ $colour }` — не цвет этой партии; используйте { $options }
token-unknown = `{ $token }` — не ход: используйте координату вроде K10, choose=<цвет>, offer=<c>,<c>,..., pick=<c>, pass или resign
coord-malformed = `{ $text }` — не координата: напишите букву столбца и номер строки, например { $example }
coord-no-column-i = на этой доске нет столбца I (буквы пропускают I); столбцы { $columns }
coord-column-off-board = столбец { $letter } вне доски; столбцы { $columns }
coord-row-off-board = строка { $row } вне доски; строки 1-{ $size }
rules-unknown-preset = неизвестные правила `{ $name }`; известные правила: { $list }
rules-unknown-key = неизвестный параметр `{ $key }`; параметры: { $keys }
rules-bad-value = `{ $value }` — недопустимое значение для { $key }; ожидается { $expected }
rules-expected-values = { $key ->
        [size] нечётное число от 7 до 25
        [players] 2, 3 или 4
        [win_line] 5, 5+, 4, 4+ или 6+
        [capture_win] 5, 4 или off (снятия считаются парами)
        [self_capture] allowed, poof или forbidden
        [overtime] off, line-break или line-capture
        [opening] none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente или g-pente
        [renju_foul] refuse или lose
        [stones_per_turn] 1 или 2
       *[other] true или false
    }
rules-empty-spec = правила пусты; начните с готового варианта, например pente
conflict-board-size = размер доски { $size } недопустим; используйте нечётный размер от 7 до 25 (обычно 9, 13, 15 или 19)
conflict-players = число игроков { $players } недопустимо; используйте 2, 3 или 4
conflict-teams-need-four = для команд нужно ровно 4 игрока (две команды по двое)
conflict-needs-captures = { $option } требует снятий, а в { $preset } их нет (сначала задайте captures=true)
conflict-mixed-capture = mixed_capture имеет смысл только при 3 или 4 игроках (у двух игроков один соперник)
conflict-opening-for-two = дебют { $opening } — для двух игроков; при { $players } игроках используйте pro, long-pro или none
conflict-board-too-small = дебюту { $opening } нужны пункты в { $distance } от центра; возьмите доску не меньше { $size }
conflict-adjacent-only = adjacent_only нельзя сочетать с дебютом { $opening }: второй камень первого игрока должен стоять далеко от центра, где он не может касаться камней
conflict-taraguchi-board = taraguchi-10 нужна центральная зона 9x9; возьмите доску не меньше 9
conflict-renju-captures = в рэндзю нет снятий; задайте captures=false или выберите другую игру
conflict-renju-players = рэндзю — игра для двоих
conflict-renju-win-line = запреты рэндзю определены для пяти в ряд; оставьте win_line равным 5+
conflict-pass = пас — для двух игроков, ставящих по одному камню за ход; задайте pass=false
conflict-two-stones-captures = два камня за ход (Connect6) нельзя сочетать со снятиями
conflict-two-stones-opening = два камня за ход (Connect6) уже уравновешены единственным первым камнем чёрных; используйте opening=none
conflict-two-stones-renju = правила рэндзю — для одного камня за ход
clock-unreadable = `{ $typed }` — не контроль времени: напишите время на ход (напр. 30m, 1h, 3d) или минуты плюс добавку для живых часов (напр. 5m+10s, 10+5)
clock-bad-per-move = время на ход должно быть от 1 минуты до 14 дней, а не { $typed }
clock-bad-base = живые часы начинаются с 1 минуты — 3 часов каждому, а не { $typed }
clock-bad-increment = добавка живых часов должна быть от 0 до 5 минут, а не { $typed }


## Варианты (названия не переводятся) и правила вкратце: для /pente rules, вызовов и лобби.

variant-pente = пять в ряд или 5 снятых пар; дебют Pro
variant-keryo-pente = пенте, где можно снимать и тройки; 15 камней побеждают
variant-gomoku = свободный стиль: пять и больше в ряд, без снятий, чёрные начинают
variant-gomoku-standard = побеждает ровно пять в ряд, длинный ряд — нет
variant-renju = у чёрных есть запрещённые ходы (3x3, 4x4, длинный ряд); Taraguchi-10
variant-boat-pente = пятёрку можно разбить снятием на следующем ходу
variant-poof-pente = кто ставит камень в «вилку», теряет свою пару
variant-g-pente = дебют Pro с дополнительными ограничениями для второго белого камня
variant-d-pente = игрок 1 ставит четыре камня, игрок 2 выбирает цвет
variant-dk-pente = D-Pente со снятиями Keryo
variant-swap2-pente = пенте с дебютом Swap2
variant-swap2-keryo = Keryo-Pente с дебютом Swap2
variant-o-pente = Keryo + Poof + Boat вместе
variant-connect6 = шесть в ряд; по два камня за ход после первого хода чёрных
variant-team-pente = четыре игрока в двух командах, снятия общие
variant-pente-3p = пенте на троих, каждый за себя
variant-pente-4p = пенте на четверых, каждый за себя
summary-separator = {", "}
summary-size = { $size }x{ $size }
summary-players = игроков: { $players }
summary-teams = 2 команды по 2
summary-row = { $overline ->
        [yes] { $length } и больше в ряд
       *[no] ровно { $length } в ряд
    }
summary-renju-row = чёрным ровно 5 в ряд, белым 5 и больше
summary-captures = снятие { $what ->
        [threes] пар и троек
       *[pairs] пар
    }, { $stones } камней побеждают
summary-captures-no-win = снятие { $what ->
        [threes] пар и троек
       *[pairs] пар
    }, без победы по снятиям
summary-no-captures = без снятий
summary-poof = poof (самоснятие)
summary-self-capture-forbidden = ставить камень в «вилку» запрещено
summary-line-break = пятёрку можно разбить снятием
summary-line-capture = пятёрку можно снять целиком
summary-mixed-capture = смешанные снятия
summary-renju-refuse = 3x3, 4x4 и длинные ряды чёрных не принимаются
summary-renju-lose = 3x3, 4x4 и длинные ряды чёрных проигрывают
summary-two-stones = два камня за ход
summary-adjacent-only = каждый камень должен касаться другого
summary-pass = пас разрешён, два паса подряд — ничья
summary-opening = дебют: { $opening }
summary-first = первыми ходят { $colour }


## Аргументы, которые бот не смог прочитать, и команды не к месту.

argument-unreadable = `{ $input }` — не подходящее значение для этого параметра; проверьте, что он ожидает, и попробуйте снова.
argument-unreadable-unknown = Один из параметров не удалось прочитать; проверьте, что ожидает каждый, и попробуйте снова.
command-outdated = Эта команда только что изменилась; попробуйте снова через минуту.
command-guild-only = Эта команда работает только на сервере.


## Заголовки столбцов таблицы лидеров (короткие: шрифт моноширинный).

leaderboard-rank = №
leaderboard-player = игрок
leaderboard-rating = рейтинг
leaderboard-games = партии
leaderboard-won = В
leaderboard-lost = П
leaderboard-drawn = Н


## Что не так в импортированной записи партии (после import-unreadable).

record-error = строка { $line }, столбец { $column }: `{ $token }`: { $what }
record-too-large = запись больше { $max } КиБ
record-bad-header = заголовок пишется так: [Key "value"]
record-rules-header = в заголовке Rules: { $error }
record-no-game-header = в записи нет заголовка Game; добавьте [Game "Pente"] или укажите --rules
record-unknown-game = неизвестная игра `{ $name }`; укажите правила через --rules
record-after-result = после результата ничего не должно быть
