# Nazwy poleceń i opcji (1–32 znaki: małe litery, cyfry, - lub _; bez spacji) i opisy (1–100 znaków).

cmd-pente-description = Pente i gry pokrewne (gomoku, renju): wyzwanie, gra, plansza.

cmd-challenge-name = wyzwij
cmd-challenge-description = Wyzwij kogoś na partię.
cmd-challenge-opponent-name = przeciwnik
cmd-challenge-opponent-description = Z kim grać
cmd-challenge-variant-name = wariant
cmd-challenge-variant-description = Gra (domyślnie pente)
cmd-challenge-size-name = rozmiar
cmd-challenge-size-description = Rozmiar planszy (nieparzysty, 7–25)
cmd-challenge-opening-name = otwarcie
cmd-challenge-opening-description = Zasada otwarcia: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = pierwszy
cmd-challenge-first-description = Kto zaczyna (domyślnie losowo)
cmd-challenge-rated-name = rankingowa
cmd-challenge-rated-description = Liczy się do rankingu
cmd-challenge-options-name = opcje
cmd-challenge-options-description = Więcej zasad jako klucz=wartość, np. "captures=false renju_foul=lose" (zob. /pente help)
cmd-challenge-clock-name = zegar
cmd-challenge-clock-description = Na ruch (1h, 1d; 1m–14d) lub minuty+dodatek (5m+10s); komu skończy się czas, przegrywa

cmd-play-bot-name = z-komputerem
cmd-play-bot-description = Zagraj z komputerem, od razu.
cmd-play-bot-level-name = poziom
cmd-play-bot-level-description = 1 (początkujący) do 8 (najsilniejszy); domyślnie 4
cmd-play-bot-variant-name = wariant
cmd-play-bot-variant-description = Gra (domyślnie pente)
cmd-play-bot-size-name = rozmiar
cmd-play-bot-size-description = Rozmiar planszy (nieparzysty, 7–25)
cmd-play-bot-opening-name = otwarcie
cmd-play-bot-opening-description = Zasada otwarcia: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = pierwszy
cmd-play-bot-first-description = Kto zaczyna (domyślnie losowo)
cmd-play-bot-rated-name = rankingowa
cmd-play-bot-rated-description = Liczy się do rankingu przeciw komputerowi (osobno od partii z ludźmi)
cmd-play-bot-options-name = opcje
cmd-play-bot-options-description = Więcej zasad jako klucz=wartość, np. "captures=false" (zob. /pente help)
cmd-play-bot-clock-name = zegar
cmd-play-bot-clock-description = Na ruch (1h, 1d) lub minuty+dodatek (5m+10s)

cmd-lobby-name = poczekalnia
cmd-lobby-description = Otwórz partię dla 3–4 graczy (lub dwóch drużyn), do której każdy dołączy.
cmd-lobby-variant-name = wariant
cmd-lobby-variant-description = Gra (domyślnie pente)
cmd-lobby-players-name = gracze
cmd-lobby-players-description = Ilu graczy (2–4; domyślnie 4 lub tylu, ilu ma wariant)
cmd-lobby-teams-name = drużyny
cmd-lobby-teams-description = Dwie drużyny po dwóch (4 graczy)
cmd-lobby-size-name = rozmiar
cmd-lobby-size-description = Rozmiar planszy (nieparzysty, 7–25)
cmd-lobby-opening-name = otwarcie
cmd-lobby-opening-description = Zasada otwarcia: none, pro, long-pro, ...
cmd-lobby-options-name = opcje
cmd-lobby-options-description = Więcej zasad jako klucz=wartość, np. "captures=false"
cmd-lobby-rated-name = rankingowa
cmd-lobby-rated-description = Liczy się do rankingu (według zajętego miejsca)
cmd-lobby-clock-name = zegar
cmd-lobby-clock-description = Na ruch (1h, 1d; 1m–14d) lub minuty+dodatek (5m+10s); komu skończy się czas, odpada

cmd-move-name = ruch
cmd-move-description = Połóż kamień (K10), spasuj (gdy wolno) lub podejmij decyzję otwarcia (choose=black).
cmd-move-coordinate-name = pole
cmd-move-coordinate-description = Punkt jak K10, pass (renju) albo choose=<kolor>, offer=..., pick=...
cmd-move-game-name = partia
cmd-move-game-description = Numer partii, jeśli masz kilka

cmd-board-name = plansza
cmd-board-description = Pokaż planszę partii.
cmd-board-game-name = partia
cmd-board-game-description = Numer partii, jeśli masz kilka

cmd-draw-name = remis
cmd-draw-description = Zaproponuj remis albo przyjmij zaproponowany.
cmd-draw-game-name = partia
cmd-draw-game-description = Numer partii, jeśli masz kilka

cmd-takeback-name = cofnij
cmd-takeback-description = Poproś o cofnięcie twojego ostatniego ruchu.
cmd-takeback-game-name = partia
cmd-takeback-game-description = Numer partii, jeśli masz kilka

cmd-resign-name = poddaj
cmd-resign-description = Poddaj partię.
cmd-resign-game-name = partia
cmd-resign-game-description = Numer partii, jeśli masz kilka

cmd-cancel-name = anuluj
cmd-cancel-description = Anuluj partię przed jej drugim ruchem.
cmd-cancel-game-name = partia
cmd-cancel-game-description = Numer partii, jeśli masz kilka

cmd-games-name = partie
cmd-games-description = Twoje trwające partie.

cmd-settings-name = ustawienia
cmd-settings-description = Ustawienia serwera: wątki, domyślne zasady (zmiana: Zarządzanie serwerem).
cmd-settings-threads-name = wątki
cmd-settings-threads-description = Graj każdą partię we własnym wątku
cmd-settings-default_rules-name = domyślne-zasady
cmd-settings-default_rules-description = Zasady wyzwania, które ich nie podaje, np. "keryo-pente size=13", albo "none"
cmd-settings-language-name = język
cmd-settings-language-description = Język wiadomości partii: en, sv, ru, ja, ko, vi, pl, cs lub discord (język serwera)
cmd-settings-default_theme-name = domyślny-motyw
cmd-settings-default_theme-description = Domyślny motyw planszy graczy (każdy może wybrać własny: /pente prefs)
cmd-settings-default_confirm_moves-name = domyślne-potwierdzanie
cmd-settings-default_confirm_moves-description = Domyślnie dla graczy: potwierdzanie ruchów na siatce przycisków
cmd-settings-default_turn_dms-name = domyślne-wiadomości
cmd-settings-default_turn_dms-description = Domyślnie: wiadomość prywatna, gdy twój ruch (zegar od 1 godziny)

cmd-prefs-name = preferencje
cmd-prefs-description = Twoje preferencje: motyw planszy, potwierdzanie ruchów, wiadomości o ruchu.
cmd-prefs-theme-name = motyw
cmd-prefs-theme-description = Obraz planszy: jasny lub ciemny
cmd-prefs-confirm_moves-name = potwierdzaj-ruchy
cmd-prefs-confirm_moves-description = Potwierdzaj każdy punkt naciśnięty na siatce przycisków przed zagraniem
cmd-prefs-turn_dms-name = wiadomości-o-ruchu
cmd-prefs-turn_dms-description = Wiadomość prywatna, gdy twój ruch (partie z zegarem od 1 godziny)

cmd-leaderboard-name = ranking
cmd-leaderboard-description = Najwyżej notowani gracze danej gry.
cmd-leaderboard-variant-name = wariant
cmd-leaderboard-variant-description = Rodzina rankingu (domyślnie pente)
cmd-leaderboard-scope-name = zasięg
cmd-leaderboard-scope-description = Ten serwer (domyślnie) albo wszędzie
cmd-leaderboard-page-name = strona
cmd-leaderboard-page-description = Strona (po 20 graczy)
cmd-leaderboard-picture-name = obraz
cmd-leaderboard-picture-description = Także jako obraz

cmd-stats-name = statystyki
cmd-stats-description = Ranking i wyniki gracza.
cmd-stats-player-name = gracz
cmd-stats-player-description = Czyje (domyślnie twoje)

cmd-history-name = historia
cmd-history-description = Ostatnie zakończone partie gracza, z numerami.
cmd-history-player-name = gracz
cmd-history-player-description = Czyje (domyślnie twoje)

cmd-export-name = eksport
cmd-export-description = Zapis partii w formacie pente.org, jako plik.
cmd-export-game-name = partia
cmd-export-game-description = Numer partii (zob. /pente history)

cmd-replay-name = powtórka
cmd-replay-description = Przejdź przez ruchy partii albo pobierz ją jako animowany GIF.
cmd-replay-game-name = partia
cmd-replay-game-description = Numer partii (zob. /pente history)
cmd-replay-move-name = ruch
cmd-replay-move-description = Zacznij od tego ruchu (domyślnie: od początku)

cmd-review-name = analiza
cmd-review-description = Analiza zakończonej partii przez silnik.
cmd-review-game-name = partia
cmd-review-game-description = Numer partii (zob. /pente history)

cmd-import-name = import
cmd-import-description = Obejrzyj partię z pliku zapisu pente.org (bez zapisu, bez rankingu).
cmd-import-file-name = plik
cmd-import-file-description = Zapis partii z pente.org (.txt), do 256 KB

cmd-rules-name = zasady
cmd-rules-description = Zasady wariantu.
cmd-rules-variant-name = wariant
cmd-rules-variant-description = Gra

cmd-help-name = pomoc
cmd-help-description = Jak grać z tym botem.

choice-dark = ciemny
choice-global = wszędzie
choice-light = jasny
choice-me = ja
choice-random = losowo
choice-server = ten serwer
choice-them = przeciwnik
