# Słowa bota po polsku. Współrzędne (K10), zapis ruchów (choose=black), polecenia
# (/pente move) i nazwy wariantów (pente, renju) zostają bez zmian.

## Odmowy.

refusal-no-such-game = nie ma partii #{ $id }
refusal-no-game-going = Nie masz trwającej partii. Zacznij ją poleceniem `/pente challenge`.
refusal-which-game = Nie masz partii na tym kanale; wskaż ją przez `game:` ({ $games }).
refusal-default-rules-players = domyślne zasady muszą być dla partii dwuosobowej (poczekalnie same wybierają liczbę graczy); { $rules } są dla { $players } graczy
refusal-no-such-challenge = nie ma wyzwania #{ $id }
refusal-not-in-game = nie grasz w partii #{ $id }
refusal-not-invited = to wyzwanie nie jest do ciebie
refusal-not-host = może to zrobić tylko autor wyzwania #{ $id }
refusal-challenge-closed = wyzwanie #{ $id } { $status ->
        [expired] wygasło
        [declined] zostało odrzucone
        [accepted] zostało przyjęte
        [cancelled] zostało wycofane
       *[other] ma stan { $status }
    }; utwórz nowe poleceniem /pente challenge
refusal-unfair-rating = rankingowa partia dwuosobowa wymaga otwarcia, które czyni ją uczciwą (pro, long-pro, swap, swap2, taraguchi-10, d-pente lub g-pente); dodaj opening:pro albo zrezygnuj z rated
refusal-custom-rules-rated = partia rankingowa toczy się według zasad swojego wariantu (zmienić można tylko otwarcie oraz graczy lub drużyny); usuń pozostałe opcje albo zrezygnuj z rated
refusal-self-challenge = nie możesz wyzwać samego siebie
refusal-duplicate-player = { $name } występuje dwa razy
refusal-wrong-player-count = te zasady są dla { $needed } graczy, a podano { $got }
refusal-already-joined = już jesteś w tej poczekalni
refusal-lobby-full = poczekalnia jest pełna (graczy: { $count })
refusal-lobby-not-ready = do startu potrzeba graczy: { $needed }; dołączyło: { $got }
refusal-host-cannot-leave = gospodarz nie może opuścić poczekalni; zamknij ją zamiast tego
refusal-left-game = opuszczasz partię #{ $id }; pozostali grają dalej bez ciebie
refusal-takeback-past-drop-out = cofnięcie ruchu nie może unieważnić poddania ani przekroczenia czasu innego gracza
refusal-bad-clock = czas na ruch musi wynosić co najmniej sekundę
refusal-game-not-over = partia #{ $id } wciąż trwa: rewanż jest możliwy po jej końcu
refusal-game-not-active = partia #{ $id } { $status ->
        [finished] jest zakończona
        [cancelled] została anulowana
        [active] trwa
       *[other] ma stan { $status }
    }
refusal-position-changed = pozycja zmieniła się, odkąd ją widziano (był ruch { $expected }, teraz jest ruch { $actual }, albo cofnięto ruch); spójrz na nową planszę i spróbuj ponownie
refusal-no-draw-offer = nikt nie zaproponował remisu w partii #{ $id }; zaproponuj go poleceniem /pente draw
refusal-draw-already-offered = remis został już przez ciebie zaproponowany; czekamy na pozostałych
refusal-no-takeback = nikt nie poprosił o cofnięcie ruchu w partii #{ $id }
refusal-own-takeback = nie możesz przyjąć własnej prośby o cofnięcie ruchu
refusal-nothing-to-take-back = nie masz ruchu do cofnięcia
refusal-takeback-pending = w partii #{ $id } już czeka prośba o cofnięcie ruchu
refusal-not-timed-out = gracz na ruchu ma jeszcze czas (do { $until }); potem możesz zażądać wygranej
refusal-no-clock = partia #{ $id } nie ma zegara, więc nikt nie może przegrać na czas
refusal-own-timeout = teraz twój ruch: nie możesz żądać przegranej na czas przeciw sobie
refusal-too-late-to-cancel = partia #{ $id } już się zaczęła: nie można jej anulować; poddaj się
refusal-bad-level = komputer gra na poziomach od 1 do 8, nie { $level }
refusal-computer-two-players = komputer gra tylko partie dwuosobowe; ten wariant jest dla { $count } graczy
refusal-computer-no-draw = komputer nie zgadza się na remis: graj dalej albo się poddaj
refusal-computer-rated-takeback = w partiach rankingowych z komputerem nie można cofać ruchów
refusal-flag-fell = twój czas w partii #{ $id } minął: partia przegrana na czas
refusal-duplicate = to już zrobiono (ta sama prośba przyszła dwa razy)
refusal-outage = baza danych jest teraz niedostępna; spróbuj ponownie za chwilę
refusal-our-fault = Coś poszło nie tak po naszej stronie; spróbuj ponownie za chwilę.
command-failed = Coś poszło nie tak po naszej stronie; spróbuj ponownie.
move-game-over = partia się zakończyła
move-not-your-turn = to nie twój ruch: teraz gra gracz { $seat } ({ $colour })
move-occupied = { $point } jest już zajęte
move-not-adjacent = { $point } nie dotyka żadnego kamienia; przy zasadzie adjacent-only każdy kamień musi leżeć obok innego
move-renju-foul = { $point } jest zabronione dla czarnych: tworzy { $foul ->
        [overline] zbyt długi rząd (sześć lub więcej, { $shape })
        [double-four] podwójną czwórkę ({ $shape })
       *[double-three] podwójną trójkę ({ $shape })
    }

## Odpowiedzi.

thinking-answer-below = Przepraszamy za zwłokę: odpowiedź jest poniżej.
posted-in-thread = Opublikowano w wątku partii: { $thread }.

## /pente settings

settings-need-server = Ustawienia należą do serwera; użyj tego na serwerze.
settings-need-manage = Ustawienia mogą zmieniać tylko członkowie z uprawnieniem Zarządzanie serwerem.
settings-saved = Zapisano. { $settings }
settings-text = Partie w wątkach: **{ $threads ->
        [on] wł.
       *[off] wył.
    }**. Domyślne zasady: **{ $rules }**.
settings-language = Język wiadomości partii: **{ $language }**.
settings-bad-language = `{ $input }` nie jest językiem bota: użyj { $codes } albo `discord`, by używać języka serwera w Discordzie.

## Wiadomości partii (w języku serwera). Imion graczy nigdy się nie tłumaczy.

colour-white = białe
colour-black = czarne
colour-red = czerwone
colour-blue = niebieskie
game-heading = **Partia #{ $id } · { $variant }** · { $players }
players-versus = { $left } kontra { $right }
player-with-colour = { $player } ({ $colour })
seat-number = miejsce { $seat }
computer-name = Komputer (poziom { $level })
action-placed = { $who } gra **{ $move }**
action-chose = { $who } bierze **{ $colour }**
action-offered = { $who } proponuje piątych ruchów: { $count }
action-picked = { $who } wybiera **{ $point }**
action-passed = { $who } pasuje
action-resigned = { $who } poddaje partię
action-timed-out = { $who } przekracza czas
action-draw = Gracze zgodzili się na remis
action-with-captures = { $action } i bije { $count ->
        [one] { $count } kamień
        [few] { $count } kamienie
       *[other] { $count } kamieni
    }
action-sentence = { $action }.
captures-line = Zbite kamienie: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] czwórką w rzędzie
        [6] szóstką w rzędzie
       *[other] piątką w rzędzie
    }
reason-captures = biciem
reason-resign = przez poddanie
reason-timeout = na czas
reason-forbidden = bo przeciwnik zagrał w zabroniony punkt
reason-board-full = (plansza jest pełna)
reason-no-legal-move = (nie ma już dozwolonego ruchu)
reason-agreement = za porozumieniem
reason-two-passes = (obaj gracze spasowali)
status-drawn = **Partia kończy się remisem** { $reason }.
status-won = **Wygrana: { $winners }** { $reason }.
list-and = { $first } i { $second }
status-cancelled = Partia została anulowana.
status-to-decide = { $player } ({ $colour }) wybiera: `{ $command }`{ $clock }
status-must-pass = { $player } ({ $colour }) musi spasować (każdy wolny punkt jest zabroniony): `{ $command }`{ $clock }
status-to-move = Ruch: { $player } ({ $colour }) — `{ $command }`{ $clock }
clock-runs-out = { " " }· czas mija { $when }
clock-has-left = { " " }· { $player } ma jeszcze { $left }
reminder = { $player }, twój ruch w partii #{ $id }: czas mija { $when }. Graj przez `/pente move`.

## Przyciski.

button-play-with-buttons = Graj przyciskami
button-pass = Pas
button-rematch = Rewanż
button-accept = Przyjmij
button-decline = Odrzuć

## Słowa na obrazku planszy.

picture-to-move = na ruchu
picture-to-decide = wybiera
picture-captures = zbite
picture-team-captures = zbite drużyny
picture-team-short = drużyna
picture-wins = wygrywa
picture-draw = remis
picture-out = odpada


## Around the moves: draws, takebacks, lobbies, lists.

button-join = Dołącz
button-leave = Opuść
button-start = Start
button-close = Zamknij
button-accept-draw = Przyjmij remis
button-allow-takeback = Pozwól cofnąć
button-refuse = Odmów
draw-offer = { $heading }
    { $agreed }: { $count ->
        [one] propozycja remisu
       *[other] zgoda na remis
    }. { $others }: przyjmij lub odrzuć przyciskami (albo `/pente draw`).
takeback-request = { $heading }
    { $who } prosi o cofnięcie ostatniego ruchu (cofniętych akcji: { $count }). { $others }: przyjmij lub odrzuć przyciskami.
taken-back = { $count ->
        [one] Ostatni ruch został cofnięty.
        [few] Ostatnie { $count } akcje zostały cofnięte.
       *[other] Ostatnich { $count } akcji zostało cofniętych.
    }
declined = { $heading }
    { $who }: { $what ->
        [draw] propozycja remisu
       *[takeback] prośba o cofnięcie
    } { $withdrawn ->
        [yes] wycofana
       *[no] odrzucona
    }; partia trwa dalej.
    { $status }
started-in-thread = { $heading }
    Partia się zaczęła: toczy się w wątku poniżej.
thread-name = Partia #{ $id } · { $variant }
note-you-played = Zagrano **{ $move }**.
own-challenge = To twoje własne wyzwanie: poczekaj na pozostałych albo naciśnij Odrzuć, by je wycofać.
grid-not-yours = Siatki może używać tylko gracz na ruchu, w swojej kolejce.
games-line = **#{ $id }** { $variant } przeciw { $opponents } na { $channel }, ruch { $move }{ $turn }
games-your-turn = { " " }· **twój ruch**
games-more = …i jeszcze { $count } (opcja `game:` pokazuje wszystkie).


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host } wyzywa { $who } na partię **{ $variant }**{ $rated }
    Zasady: { $rules }{ $clock }
    { $status }
challenge-rated = { " " }(rankingowa)
challenge-anyone = każdego
challenge-waiting = Czekamy, aż { $who } przyjmie (wygasa { $when }).
challenge-declined = Wyzwanie zostało odrzucone.
challenge-withdrawn = Wyzwanie zostało wycofane.
challenge-expired = Wyzwanie wygasło: nikt nie odpowiedział na czas.
game-started = Partia się zaczęła.
challenge-clock = Zegar: { $terms }; komu skończy się czas, przegrywa.
lobby-message = { $host } otwiera poczekalnię dla **{ $variant }**{ $rated }: graczy { $players }{ $teams }, kolory { $colours }
    Zasady: { $rules }{ $clock }
    Gracze ({ $joined }/{ $players }): { $list }
    { $status }
lobby-in-teams = { " " }w dwóch drużynach
lobby-host = { $player } (gospodarz)
lobby-open = Dołącz przyciskiem. Partia zacznie się, gdy wszystkie miejsca ({ $players }) będą zajęte{ $early }; miejsca są losowane (wygasa { $when }).
lobby-early = { " " }lub wcześniej, gdy { $host } naciśnie Start
lobby-closed = Poczekalnia została zamknięta.
lobby-expired = Poczekalnia wygasła, zanim dołączyło dość graczy.
lobby-clock = Zegar: { $terms }; komu skończy się czas, odpada.
clock-per-move = { $time } na ruch
clock-live = po { $time } (na żywo)
clock-live-increment = po { $time } + { $increment } na ruch (na żywo)
duration-days = { $count ->
        [one] { $count } dzień
        [few] { $count } dni
        [many] { $count } dni
       *[other] { $count } dni
    }
duration-hours = { $count ->
        [one] { $count } godzina
        [few] { $count } godziny
        [many] { $count } godzin
       *[other] { $count } godzin
    }
duration-minutes = { $count ->
        [one] { $count } minuta
        [few] { $count } minuty
        [many] { $count } minut
       *[other] { $count } minut
    }
duration-seconds = { $count ->
        [one] { $count } sekunda
        [few] { $count } sekundy
        [many] { $count } sekund
       *[other] { $count } sekund
    }


## Opening decisions and the button grid.

decide-take = Weź { $colour }
decide-place-two = Połóż jeszcze dwa
decide-swap = Zamiana: weź { $colour }
decide-stay = Zostań przy: { $colour }
decide-option-one = Opcja 1: weź { $colour }
decide-option-two = Opcja 2: zaproponuj dziesięć
hint-type = Wpisz to przez `/pente move`: { $hint }.
hint-none = Teraz nie ma nic do wyboru; graj przez `/pente move`.
grid-text = Partia #{ $id }: punkty od { $from } do { $to }. Naciśnij punkt, by w niego zagrać; strzałki przesuwają okno.


## Ratings, statistics and history.

leaderboard-empty = Brak jeszcze rankingowych partii w **{ $family }** ({ $scope }). Partie rankingowe: `/pente challenge ... rated:true`.
leaderboard-no-page = Ranking **{ $family }** ({ $scope }) nie ma strony { $page }.
leaderboard-title = Ranking **{ $family }** ({ $scope }), strona { $page }:
leaderboard-provisional = ? = wstępny (za mało partii)
leaderboard-no-server = Tu nie ma serwera; użyj scope:global.
scope-global = wszędzie
scope-server = ten serwer
stats-none = { $player } nie ma jeszcze partii rankingowych.
stats-title = Rankingi gracza { $player }:
stats-line = **{ $family }** ({ $scope }): { $rating }{ $provisional } ± { $deviation } · partii: { $games }: wygrane { $won }, przegrane { $lost }, remisy { $drawn }
stats-provisional = { " " }(wstępny)
record-streak = Seria: { $result ->
        [win] wygrane
        [loss] przegrane
       *[draw] remisy
    } z rzędu: { $count }.
record-favourite = Ulubione otwarcie: { $opening } (partii: { $count }).
record-recent = Ostatnie partie:
history-none = { $player } nie ma jeszcze zakończonych partii.
history-title = Ostatnie partie gracza { $player }:
history-export = `/pente export game:<numer>` daje zapis partii.
past-line = **#{ $id }** { $variant } przeciw { $opponents }: { $result ->
        [win] wygrana
        [loss] przegrana
        [draw] remis
       *[cancelled] anulowana
    }{ $reason }{ $rated }, ruchów: { $moves }{ $when }
past-rated = , rankingowa


## Ratings on the board, the rate limit, records and replays.

ratings-line = Ranking ({ $family }, { $scope }): { $changes }
slow-down = Zwolnij: najwyżej { $setting } akcji na gracza. Spróbuj ponownie za { $seconds } s.
other-bots = Inne boty nie mogą grać; wyzwij człowieka albo zagraj ze mną przez `/pente play-bot`.
import-too-big = `{ $file }` ma { $size } KB; zapis partii może mieć najwyżej { $max } KB.
import-no-file = Discord nie przekazał mi pliku; spróbuj ponownie.
import-not-text = `{ $file }` nie jest plikiem tekstowym; wyeksportuj partię z pente.org (albo `/pente export`) i dołącz ją.
import-unreadable = Nie udało się odczytać `{ $file }`: { $error }
imported = `{ $file }`: **{ $variant }**, { $first } kontra { $second }, ruchów: { $moves }, { $outcome }. Tylko do analizy: bez zapisu, bez rankingu.
imported-drawn = remis
imported-won = wygrana: { $winners } ({ $reason })
imported-unfinished = niezakończona
export-text = Zapis partii #{ $id } ({ $variant }) w formacie pente.org.
replay-text = { $heading }
    Powtórka, ruch { $ply } z { $total }{ $what }.
replay-played = : { $who } gra { $move }
replay-empty = : pusta plansza
gif-too-long = Partia #{ $id } jest za długa na jeden GIF ({ $size } MB); przejdź ją przyciskami.
gif-caption = Partia #{ $id }, wszystkie ruchy.
gif-failed = Nie udało się narysować powtórki; przepraszamy.


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }` nie jest opcją: pisz klucz=wartość, np. `captures=false` (`/pente rules` wymienia klucze)
autocomplete-your-turn = { " " }(twój ruch)
rules-coordinates = Współrzędne: kolumny { $columns }, rzędy od dołu (np. { $example }).
rules-options = Opcje zasad (`options:` jako klucz=wartość, np. `captures=false`): { $keys }.

## Pomoc.

help-text =
    { "**" }Pente na Discordzie** (krewny gomoku i renju)
    `/pente challenge @gracz [variant] [size] [opening] [first]`: wyzwij kogoś; dostanie przyciski Przyjmij / Odrzuć.
    `/pente lobby [variant] [players]`: partia dla 3–4 graczy (lub drużyn), do której każdy może dołączyć.
    `/pente move K10`: połóż kamień (litery to kolumny, liczby to rzędy od dołu). Także decyzje otwarcia: `choose=black`.
    `/pente board`: pokaż tutaj planszę swojej partii. `/pente games`: twoje partie.
    `/pente resign`: poddaj się. `/pente draw`: zaproponuj remis. `/pente takeback`: poproś o cofnięcie ostatniego ruchu.
    `/pente cancel`: anuluj partię przed drugim ruchem. `/pente rules [variant]`: zasady.
    Każde polecenie przyjmuje `game:`, by wybrać jedną z kilku partii.
    `/pente settings [threads] [default_rules] [language]`: ustawienia serwera (zmiana wymaga uprawnienia Zarządzanie serwerem).
    `/pente review game`: analiza zakończonej partii przez silnik (także przycisk Analiza pod ostatnią planszą). `/pente prefs`: motyw planszy, potwierdzanie ruchów i wiadomości o twoim ruchu.


## Odmowy silnika zasad: niedozwolone ruchy, decyzje otwarcia, zapis ruchów, opcje zasad, zegary.
## Współrzędne, zapis ruchów (choose=black), klucze i wartości opcji oraz nazwy wariantów pozostają bez zmian.

move-off-board = ({ $x }, { $y }) jest poza planszą; kolumny to { $columns }, rzędy 1-{ $size }
move-opening-area = { $point } jest poza obszarem otwarcia: { $area }
area-centre = kamień { $stone } musi stanąć w punkcie centralnym, { $centre }
area-within = kamień { $stone } musi stanąć w środkowym kwadracie { $n }x{ $n }, { $square }
area-away = drugi kamień pierwszego gracza musi stać co najmniej { $min } punkty od środka { $centre }, poza kwadratem { $square }{ $gpente ->
        [yes] , i nie 3 ani 4 punkty od środka w jego rzędzie lub kolumnie (G-Pente)
       *[no] {""}
    }
move-self-capture = { $point } postawiłoby twoje kamienie w pozycji do bicia, czego te zasady zabraniają (nawet gdy ruch bije lub wygrywa)
move-decision-required = najpierw musi zdecydować gracz { $seat }: { $expected }
move-no-decision = teraz nie ma decyzji otwarcia do podjęcia; { $expected }
move-not-your-decision = decyduje gracz { $seat }, nie ty
move-no-such-seat = gracz { $seat } nie gra w tej partii
move-already-left = gracz { $seat } już opuścił tę partię
move-no-such-colour = koloru { $number } nie ma w tej partii
move-not-a-move = przekroczenie czasu zgłasza się, a remis uzgadnia osobnymi poleceniami
move-offer-count = zaproponuj dokładnie { $needed } piątych ruchów, nie { $offered }
move-offered-twice = { $point } zaproponowano dwa razy
move-symmetric-offers = { $first } i { $second } to ten sam ruch przez symetrię pozycji; zaproponuj dziesięć różnych ruchów
move-not-offered = { $point } nie zostało zaproponowane; wybierz jeden z: { $offered }
move-no-pass-opening = nie można pasować, dopóki trwa otwarcie
move-no-pass = te zasady nie znają pasowania (pass=false)
expect-stone = połóż kamień
expect-choose-colour = wybierz kolor: choose={ $first } lub choose={ $second }
expect-swap2 = choose={ $first } lub choose={ $second }, aby wybrać kolor, albo połóż jeszcze dwa kamienie (najpierw { $second-colour }, potem { $first-colour })
expect-taraguchi-swap = wybierz kolor, aby zamienić lub zostać, albo zagraj następny kamień, aby zostać
expect-taraguchi-branch = choose={ $first } lub choose={ $second } (opcja 1: zostań lub zamień, potem piąty kamień w kwadracie 9x9), albo zaproponuj dziesięć piątych ruchów (opcja 2)
expect-taraguchi-pick = wybierz jeden z zaproponowanych piątych ruchów: { $points }
end-reason-name = { $reason ->
        [five] piątka
        [four] czwórka
        [six] szóstka
        [captures] bicie
        [resign] poddanie
        [timeout] czas
        [forbidden] zabroniony ruch
        [board-full] pełna plansza
        [no-legal-move] brak dozwolonego ruchu
        [agreement] porozumienie
        [two-passes] dwa pasy
       *[other] { $reason }
    }
list-or = { $first } lub { $second }
token-bad-colour = `{ $colour }` nie jest kolorem w tej partii; użyj { $options }
token-unknown = `{ $token }` nie jest ruchem: użyj współrzędnej jak K10, choose=<kolor>, offer=<c>,<c>,..., pick=<c>, pass lub resign
coord-malformed = `{ $text }` nie jest współrzędną: napisz literę kolumny i numer rzędu, np. { $example }
coord-no-column-i = na tej planszy nie ma kolumny I (litery pomijają I); kolumny to { $columns }
coord-column-off-board = kolumna { $letter } jest poza planszą; kolumny to { $columns }
coord-row-off-board = rząd { $row } jest poza planszą; rzędy to 1-{ $size }
rules-unknown-preset = nieznane zasady `{ $name }`; znane zasady: { $list }
rules-unknown-key = nieznana opcja `{ $key }`; opcje to: { $keys }
rules-bad-value = `{ $value }` nie jest poprawną wartością dla { $key }; oczekiwano: { $expected }
rules-expected-values = { $key ->
        [size] nieparzysta liczba od 7 do 25
        [players] 2, 3 lub 4
        [win_line] 5, 5+, 4, 4+ lub 6+
        [capture_win] 5, 4 lub off (bicia liczone parami)
        [self_capture] allowed, poof lub forbidden
        [overtime] off, line-break lub line-capture
        [opening] none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente lub g-pente
        [renju_foul] refuse lub lose
        [stones_per_turn] 1 lub 2
       *[other] true lub false
    }
rules-empty-spec = zasady są puste; zacznij od gotowego wariantu, np. pente
conflict-board-size = rozmiar planszy { $size } jest niedozwolony; użyj nieparzystego rozmiaru od 7 do 25 (zwykle 9, 13, 15 lub 19)
conflict-players = liczba graczy { $players } jest niedozwolona; użyj 2, 3 lub 4
conflict-teams-need-four = drużyny wymagają dokładnie 4 graczy (dwie drużyny po dwóch)
conflict-needs-captures = { $option } wymaga bić, a { $preset } ich nie ma (najpierw ustaw captures=true)
conflict-mixed-capture = mixed_capture ma znaczenie tylko przy 3 lub 4 graczach (dwóch graczy ma jednego przeciwnika)
conflict-opening-for-two = otwarcie { $opening } jest dla dwóch graczy; przy { $players } graczach użyj pro, long-pro lub none
conflict-board-too-small = otwarcie { $opening } wymaga punktów { $distance } od środka; użyj planszy co najmniej { $size }
conflict-adjacent-only = adjacent_only nie da się połączyć z otwarciem { $opening }: drugi kamień pierwszego gracza musi stać daleko od środka, gdzie nie może dotykać kamienia
conflict-taraguchi-board = taraguchi-10 wymaga środkowego obszaru 9x9; użyj planszy co najmniej 9
conflict-renju-captures = renju nie ma bić; ustaw captures=false lub wybierz inną grę
conflict-renju-players = renju to gra dla dwóch graczy
conflict-renju-win-line = zabronione ruchy renju są określone dla piątki; zostaw win_line na 5+
conflict-pass = pasowanie jest dla dwóch graczy kładących jeden kamień na ruch; ustaw pass=false
conflict-two-stones-captures = dwóch kamieni na ruch (Connect6) nie da się połączyć z biciem
conflict-two-stones-opening = dwa kamienie na ruch (Connect6) są już zrównoważone pojedynczym pierwszym kamieniem czarnych; użyj opening=none
conflict-two-stones-renju = zasady renju są dla jednego kamienia na ruch
clock-unreadable = `{ $typed }` nie jest zegarem: napisz czas na ruch (np. 30m, 1h, 3d) albo minuty plus dodatek dla zegara na żywo (np. 5m+10s, 10+5)
clock-bad-per-move = czas na ruch musi wynosić od 1 minuty do 14 dni, nie { $typed }
clock-bad-base = zegar na żywo zaczyna się od 1 minuty do 3 godzin dla każdego, nie { $typed }
clock-bad-increment = dodatek zegara na żywo musi wynosić od 0 do 5 minut, nie { $typed }


## Warianty (nazwy bez zmian) i zasady w skrócie: dla /pente rules, wyzwań i lobby.

variant-pente = piątka albo 5 zbitych par; otwarcie Pro
variant-keryo-pente = Pente, w którym bije się też trójki; 15 kamieni wygrywa
variant-gomoku = styl wolny: pięć lub więcej w rzędzie, bez bicia, zaczynają czarne
variant-gomoku-standard = wygrywa dokładnie pięć w rzędzie, dłuższe rzędy nie
variant-renju = czarne mają zabronione ruchy (3x3, 4x4, za długi rząd); Taraguchi-10
variant-boat-pente = piątkę można rozbić biciem w następnym ruchu
variant-poof-pente = kto wejdzie w kleszcze, traci własną parę
variant-g-pente = otwarcie Pro z dodatkowymi ograniczeniami dla drugiego białego kamienia
variant-d-pente = gracz 1 kładzie cztery kamienie, gracz 2 wybiera kolor
variant-dk-pente = D-Pente z biciem Keryo
variant-swap2-pente = Pente z otwarciem Swap2
variant-swap2-keryo = Keryo-Pente z otwarciem Swap2
variant-o-pente = Keryo + Poof + Boat razem
variant-connect6 = sześć w rzędzie; po pierwszym ruchu czarnych dwa kamienie na ruch
variant-team-pente = czterech graczy w dwóch drużynach, bicia liczone wspólnie
variant-pente-3p = Pente dla trzech, każdy na każdego
variant-pente-4p = Pente dla czterech, każdy na każdego
summary-separator = {", "}
summary-size = { $size }x{ $size }
summary-players = graczy: { $players }
summary-teams = 2 drużyny po 2
summary-row = { $overline ->
        [yes] { $length } lub więcej w rzędzie
       *[no] dokładnie { $length } w rzędzie
    }
summary-renju-row = czarne dokładnie 5 w rzędzie, białe 5 lub więcej
summary-captures = bicie { $what ->
        [threes] par i trójek
       *[pairs] par
    }, { $stones } kamieni wygrywa
summary-captures-no-win = bicie { $what ->
        [threes] par i trójek
       *[pairs] par
    }, bez wygranej biciem
summary-no-captures = bez bicia
summary-poof = poof (samobicie)
summary-self-capture-forbidden = wchodzenie w kleszcze jest zabronione
summary-line-break = piątkę można rozbić biciem
summary-line-capture = piątkę można zbić w całości
summary-mixed-capture = bicia mieszane
summary-renju-refuse = 3x3, 4x4 i za długie rzędy czarnych są odrzucane
summary-renju-lose = 3x3, 4x4 i za długie rzędy czarnych przegrywają
summary-two-stones = dwa kamienie na ruch
summary-adjacent-only = każdy kamień musi dotykać innego
summary-pass = pasowanie dozwolone, dwa pasy z rzędu to remis
summary-opening = otwarcie: { $opening }
summary-first = zaczynają { $colour }


## Argumenty, których bot nie mógł odczytać, i polecenia nie na miejscu.

argument-unreadable = `{ $input }` nie jest wartością, którą przyjmuje ta opcja; sprawdź, czego oczekuje, i spróbuj ponownie.
argument-unreadable-unknown = Nie udało się odczytać jednej z opcji; sprawdź, czego oczekuje każda, i spróbuj ponownie.
command-outdated = To polecenie właśnie się zmieniło; spróbuj ponownie za minutę.
command-guild-only = To polecenie działa tylko na serwerze.


## Nagłówki kolumn rankingu (krótkie: tabela ma stałą szerokość).

leaderboard-rank = #
leaderboard-player = gracz
leaderboard-rating = ranking
leaderboard-games = partie
leaderboard-won = W
leaderboard-lost = P
leaderboard-drawn = R


## Co jest nie tak w importowanym zapisie partii (po import-unreadable).

record-error = wiersz { $line }, kolumna { $column }: `{ $token }`: { $what }
record-too-large = zapis jest większy niż { $max } KiB
record-bad-header = nagłówek pisze się [Key "value"]
record-rules-header = w nagłówku Rules: { $error }
record-no-game-header = zapis nie ma nagłówka Game; dodaj [Game "Pente"] lub podaj --rules
record-unknown-game = nieznana gra `{ $name }`; podaj zasady przez --rules
record-after-result = po wyniku nie może nic być
