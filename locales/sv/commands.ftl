# Kommando- och alternativnamn (1–32 tecken: små bokstäver, siffror, - eller _; inga
# mellanslag) och beskrivningar (1–100 tecken) som Discord visar dem i kommandolistan.

cmd-pente-description = Pente och dess släktingar: utmana, spela, titta på brädet.

cmd-challenge-name = utmana
cmd-challenge-description = Utmana någon till ett parti.
cmd-challenge-opponent-name = motståndare
cmd-challenge-opponent-description = Vem du vill spela mot
cmd-challenge-variant-name = variant
cmd-challenge-variant-description = Spelet (standard pente)
cmd-challenge-size-name = storlek
cmd-challenge-size-description = Brädets storlek (udda, 7–25)
cmd-challenge-opening-name = öppning
cmd-challenge-opening-description = Öppningsregel: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = först
cmd-challenge-first-description = Vem som börjar (standard slumpvis)
cmd-challenge-rated-name = rankat
cmd-challenge-rated-description = Räknas till rankingen
cmd-challenge-options-name = regler
cmd-challenge-options-description = Fler regler som nyckel=värde, t.ex. "captures=false renju_foul=lose" (se /pente help)
cmd-challenge-clock-name = klocka
cmd-challenge-clock-description = Per drag (1h, 1d; 1m–14d) eller live minuter+tillägg (5m+10s); tiden ute förlorar

cmd-play-bot-name = mot-datorn
cmd-play-bot-description = Spela mot datorn, direkt.
cmd-play-bot-level-name = nivå
cmd-play-bot-level-description = 1 (nybörjare) till 8 (starkast); standard 4
cmd-play-bot-variant-name = variant
cmd-play-bot-variant-description = Spelet (standard pente)
cmd-play-bot-size-name = storlek
cmd-play-bot-size-description = Brädets storlek (udda, 7–25)
cmd-play-bot-opening-name = öppning
cmd-play-bot-opening-description = Öppningsregel: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = först
cmd-play-bot-first-description = Vem som börjar (standard slumpvis)
cmd-play-bot-rated-name = rankat
cmd-play-bot-rated-description = Räknas till din ranking mot datorn (skild från partier mot människor)
cmd-play-bot-options-name = regler
cmd-play-bot-options-description = Fler regler som nyckel=värde, t.ex. "captures=false" (se /pente help)
cmd-play-bot-clock-name = klocka
cmd-play-bot-clock-description = Per drag (1h, 1d) eller live minuter+tillägg (5m+10s)

cmd-lobby-name = lobby
cmd-lobby-description = Öppna ett parti för 3–4 spelare (eller två lag) som alla kan gå med i.
cmd-lobby-variant-name = variant
cmd-lobby-variant-description = Spelet (standard pente)
cmd-lobby-players-name = spelare
cmd-lobby-players-description = Hur många spelare (2–4; standard 4, eller variantens eget antal)
cmd-lobby-teams-name = lag
cmd-lobby-teams-description = Två lag om två (4 spelare)
cmd-lobby-size-name = storlek
cmd-lobby-size-description = Brädets storlek (udda, 7–25)
cmd-lobby-opening-name = öppning
cmd-lobby-opening-description = Öppningsregel: none, pro, long-pro, ...
cmd-lobby-options-name = regler
cmd-lobby-options-description = Fler regler som nyckel=värde, t.ex. "captures=false"
cmd-lobby-rated-name = rankat
cmd-lobby-rated-description = Räknas till rankingen (efter placering)
cmd-lobby-clock-name = klocka
cmd-lobby-clock-description = Per drag (1h, 1d; 1m–14d) eller live minuter+tillägg (5m+10s); tiden ute åker ut

cmd-move-name = drag
cmd-move-description = Lägg en sten (K10), passa (om reglerna tillåter) eller ett öppningsbeslut (choose=black).
cmd-move-coordinate-name = koordinat
cmd-move-coordinate-description = En punkt som K10, pass (renju), eller choose=<färg>, offer=..., pick=...
cmd-move-game-name = parti
cmd-move-game-description = Partiets nummer, om du har flera

cmd-board-name = bräde
cmd-board-description = Visa ett partis bräde.
cmd-board-game-name = parti
cmd-board-game-description = Partiets nummer, om du har flera

cmd-draw-name = remi
cmd-draw-description = Erbjud remi, eller godta ett remierbjudande.
cmd-draw-game-name = parti
cmd-draw-game-description = Partiets nummer, om du har flera

cmd-takeback-name = ångra
cmd-takeback-description = Be att få ångra ditt senaste drag.
cmd-takeback-game-name = parti
cmd-takeback-game-description = Partiets nummer, om du har flera

cmd-resign-name = ge-upp
cmd-resign-description = Ge upp ett parti.
cmd-resign-game-name = parti
cmd-resign-game-description = Partiets nummer, om du har flera

cmd-cancel-name = avbryt
cmd-cancel-description = Avbryt ett parti före dess andra drag.
cmd-cancel-game-name = parti
cmd-cancel-game-description = Partiets nummer, om du har flera

cmd-games-name = partier
cmd-games-description = Dina pågående partier.

cmd-settings-name = inställningar
cmd-settings-description = Serverns inställningar: trådar, standardregler (ändras med Hantera server).
cmd-settings-threads-name = trådar
cmd-settings-threads-description = Spela varje parti i en egen tråd
cmd-settings-default_rules-name = standardregler
cmd-settings-default_rules-description = Reglerna när en utmaning inte anger några, t.ex. "keryo-pente size=13", eller "none"
cmd-settings-language-name = språk
cmd-settings-language-description = Partimeddelandenas språk: en, sv, ru, ja, ko, vi, pl, cs, eller discord (serverns)
cmd-settings-default_theme-name = standardtema
cmd-settings-default_theme-description = Spelarnas standardtema för brädet (var och en kan välja eget: /pente prefs)
cmd-settings-default_confirm_moves-name = standard-bekräfta-drag
cmd-settings-default_confirm_moves-description = Spelarnas standard för att bekräfta drag i knapprutnätet
cmd-settings-default_turn_dms-name = standard-tur-dm
cmd-settings-default_turn_dms-description = Spelarnas standard för DM på sin tur (betänketid 1 timme eller mer)

cmd-prefs-name = mina-inställningar
cmd-prefs-description = Dina inställningar: brädets tema, bekräftelse av drag, turmeddelanden.
cmd-prefs-theme-name = tema
cmd-prefs-theme-description = Brädets bild: ljus eller mörk
cmd-prefs-confirm_moves-name = bekräfta-drag
cmd-prefs-confirm_moves-description = Bekräfta varje punkt du trycker på i knapprutnätet innan den spelas
cmd-prefs-turn_dms-name = tur-dm
cmd-prefs-turn_dms-description = Ett DM när det är din tur (partier med minst 1 timmes betänketid)

cmd-leaderboard-name = topplista
cmd-leaderboard-description = De högst rankade spelarna i ett spel.
cmd-leaderboard-variant-name = variant
cmd-leaderboard-variant-description = Rankingfamilj (standard pente)
cmd-leaderboard-scope-name = omfång
cmd-leaderboard-scope-description = Den här servern (standard) eller överallt
cmd-leaderboard-page-name = sida
cmd-leaderboard-page-description = Sida (20 spelare per sida)
cmd-leaderboard-picture-name = bild
cmd-leaderboard-picture-description = Även som bild

cmd-stats-name = statistik
cmd-stats-description = En spelares ranking och resultat.
cmd-stats-player-name = spelare
cmd-stats-player-description = Vems (standard: din)

cmd-history-name = historik
cmd-history-description = En spelares senaste avslutade partier, med deras nummer.
cmd-history-player-name = spelare
cmd-history-player-description = Vems (standard: din)

cmd-export-name = exportera
cmd-export-description = Ett partis protokoll i pente.orgs format, som fil.
cmd-export-game-name = parti
cmd-export-game-description = Partiets nummer (se /pente history)

cmd-replay-name = repris
cmd-replay-description = Stega genom ett partis drag, eller få det som animerad GIF.
cmd-replay-game-name = parti
cmd-replay-game-description = Partiets nummer (se /pente history)
cmd-replay-move-name = drag
cmd-replay-move-description = Börja vid det här draget (standard: början)

cmd-review-name = analys
cmd-review-description = Motorns analys av ett avslutat parti.
cmd-review-game-name = parti
cmd-review-game-description = Partiets nummer (se /pente history)

cmd-import-name = importera
cmd-import-description = Visa ett parti från en pente.org-protokollfil (sparas inte, rankas inte).
cmd-import-file-name = fil
cmd-import-file-description = Ett partiprotokoll från pente.org (.txt), högst 256 KB

cmd-rules-name = regler
cmd-rules-description = Reglerna för en variant.
cmd-rules-variant-name = variant
cmd-rules-variant-description = Spelet

cmd-help-name = hjälp
cmd-help-description = Hur du spelar med den här boten.

choice-dark = mörkt
choice-global = globalt
choice-light = ljust
choice-me = jag
choice-random = slumpvis
choice-server = servern
choice-them = motståndaren
