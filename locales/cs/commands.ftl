# Názvy příkazů a voleb (1–32 znaků: malá písmena, číslice, - nebo _; bez mezer) a popisy (1–100 znaků).

cmd-pente-description = Pente a příbuzné hry (piškvorky, renju): výzva, hra, deska.

cmd-challenge-name = vyzvat
cmd-challenge-description = Vyzvěte někoho k partii.
cmd-challenge-opponent-name = soupeř
cmd-challenge-opponent-description = S kým hrát
cmd-challenge-variant-name = varianta
cmd-challenge-variant-description = Hra (výchozí pente)
cmd-challenge-size-name = velikost
cmd-challenge-size-description = Velikost desky (lichá, 7–25)
cmd-challenge-opening-name = zahájení
cmd-challenge-opening-description = Pravidlo zahájení: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = začíná
cmd-challenge-first-description = Kdo začíná (výchozí náhodně)
cmd-challenge-rated-name = hodnocená
cmd-challenge-rated-description = Počítá se do hodnocení
cmd-challenge-options-name = volby
cmd-challenge-options-description = Další pravidla jako klíč=hodnota, např. "captures=false renju_foul=lose" (viz /pente help)
cmd-challenge-clock-name = hodiny
cmd-challenge-clock-description = Na tah (1h, 1d; 1m–14d) nebo minuty+přídavek (5m+10s); komu dojde čas, prohrává

cmd-play-bot-name = s-počítačem
cmd-play-bot-description = Hrajte s počítačem, hned.
cmd-play-bot-level-name = úroveň
cmd-play-bot-level-description = 1 (začátečník) až 8 (nejsilnější); výchozí 4
cmd-play-bot-variant-name = varianta
cmd-play-bot-variant-description = Hra (výchozí pente)
cmd-play-bot-size-name = velikost
cmd-play-bot-size-description = Velikost desky (lichá, 7–25)
cmd-play-bot-opening-name = zahájení
cmd-play-bot-opening-description = Pravidlo zahájení: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = začíná
cmd-play-bot-first-description = Kdo začíná (výchozí náhodně)
cmd-play-bot-rated-name = hodnocená
cmd-play-bot-rated-description = Počítá se do hodnocení proti počítači (odděleně od partií s lidmi)
cmd-play-bot-options-name = volby
cmd-play-bot-options-description = Další pravidla jako klíč=hodnota, např. "captures=false" (viz /pente help)
cmd-play-bot-clock-name = hodiny
cmd-play-bot-clock-description = Na tah (1h, 1d) nebo minuty+přídavek (5m+10s)

cmd-lobby-name = čekárna
cmd-lobby-description = Otevřete partii pro 3–4 hráče (nebo dva týmy), ke které se může připojit kdokoli.
cmd-lobby-variant-name = varianta
cmd-lobby-variant-description = Hra (výchozí pente)
cmd-lobby-players-name = hráči
cmd-lobby-players-description = Kolik hráčů (2–4; výchozí 4, nebo kolik má varianta)
cmd-lobby-teams-name = týmy
cmd-lobby-teams-description = Dva týmy po dvou (4 hráči)
cmd-lobby-size-name = velikost
cmd-lobby-size-description = Velikost desky (lichá, 7–25)
cmd-lobby-opening-name = zahájení
cmd-lobby-opening-description = Pravidlo zahájení: none, pro, long-pro, ...
cmd-lobby-options-name = volby
cmd-lobby-options-description = Další pravidla jako klíč=hodnota, např. "captures=false"
cmd-lobby-rated-name = hodnocená
cmd-lobby-rated-description = Počítá se do hodnocení (podle pořadí)
cmd-lobby-clock-name = hodiny
cmd-lobby-clock-description = Na tah (1h, 1d; 1m–14d) nebo minuty+přídavek (5m+10s); komu dojde čas, vypadává

cmd-move-name = tah
cmd-move-description = Položte kámen (K10), passujte (kde to pravidla dovolí) nebo rozhodněte zahájení (choose=black).
cmd-move-coordinate-name = souřadnice
cmd-move-coordinate-description = Bod jako K10, pass (renju), nebo choose=<barva>, offer=..., pick=...
cmd-move-game-name = partie
cmd-move-game-description = Číslo partie, pokud jich máte víc

cmd-board-name = deska
cmd-board-description = Ukáže desku partie.
cmd-board-game-name = partie
cmd-board-game-description = Číslo partie, pokud jich máte víc

cmd-draw-name = remíza
cmd-draw-description = Nabídněte remízu, nebo přijměte nabídnutou.
cmd-draw-game-name = partie
cmd-draw-game-description = Číslo partie, pokud jich máte víc

cmd-takeback-name = vrátit-tah
cmd-takeback-description = Požádejte o vrácení svého posledního tahu.
cmd-takeback-game-name = partie
cmd-takeback-game-description = Číslo partie, pokud jich máte víc

cmd-resign-name = vzdát
cmd-resign-description = Vzdejte partii.
cmd-resign-game-name = partie
cmd-resign-game-description = Číslo partie, pokud jich máte víc

cmd-cancel-name = zrušit
cmd-cancel-description = Zrušte partii před jejím druhým tahem.
cmd-cancel-game-name = partie
cmd-cancel-game-description = Číslo partie, pokud jich máte víc

cmd-games-name = partie
cmd-games-description = Vaše rozehrané partie.

cmd-settings-name = nastavení
cmd-settings-description = Nastavení serveru: partie ve vláknech, výchozí pravidla (změna: Spravovat server).
cmd-settings-threads-name = vlákna
cmd-settings-threads-description = Hrát každou partii ve vlastním vlákně
cmd-settings-default_rules-name = výchozí-pravidla
cmd-settings-default_rules-description = Pravidla výzvy, která žádná neuvádí, např. "keryo-pente size=13", nebo "none"
cmd-settings-language-name = jazyk
cmd-settings-language-description = Jazyk zpráv partií: en, sv, ru, ja, ko, vi, pl, cs, nebo discord (jazyk serveru)
cmd-settings-default_theme-name = výchozí-motiv
cmd-settings-default_theme-description = Výchozí motiv desky hráčů (každý si může zvolit vlastní: /pente prefs)
cmd-settings-default_confirm_moves-name = výchozí-potvrzování
cmd-settings-default_confirm_moves-description = Výchozí pro hráče: potvrzovat tahy na mřížce tlačítek
cmd-settings-default_turn_dms-name = výchozí-zprávy
cmd-settings-default_turn_dms-description = Výchozí pro hráče: soukromá zpráva, když jsou na tahu (čas od 1 hodiny)

cmd-prefs-name = předvolby
cmd-prefs-description = Vaše předvolby: motiv desky, potvrzování tahů, zprávy o tahu.
cmd-prefs-theme-name = motiv
cmd-prefs-theme-description = Obrázek desky: světlý nebo tmavý
cmd-prefs-confirm_moves-name = potvrzovat-tahy
cmd-prefs-confirm_moves-description = Potvrdit každý bod stisknutý na mřížce tlačítek, než se zahraje
cmd-prefs-turn_dms-name = zprávy-o-tahu
cmd-prefs-turn_dms-description = Soukromá zpráva, když jste na tahu (partie s časem od 1 hodiny)

cmd-leaderboard-name = žebříček
cmd-leaderboard-description = Nejlépe hodnocení hráči dané hry.
cmd-leaderboard-variant-name = varianta
cmd-leaderboard-variant-description = Rodina hodnocení (výchozí pente)
cmd-leaderboard-scope-name = rozsah
cmd-leaderboard-scope-description = Tento server (výchozí) nebo všude
cmd-leaderboard-page-name = strana
cmd-leaderboard-page-description = Strana (po 20 hráčích)
cmd-leaderboard-picture-name = obrázek
cmd-leaderboard-picture-description = Také jako obrázek

cmd-stats-name = statistiky
cmd-stats-description = Hodnocení a výsledky hráče.
cmd-stats-player-name = hráč
cmd-stats-player-description = Čí (výchozí vaše)

cmd-history-name = historie
cmd-history-description = Poslední dohrané partie hráče, s jejich čísly.
cmd-history-player-name = hráč
cmd-history-player-description = Čí (výchozí vaše)

cmd-export-name = export
cmd-export-description = Zápis partie ve formátu pente.org, jako soubor.
cmd-export-game-name = partie
cmd-export-game-description = Číslo partie (viz /pente history)

cmd-replay-name = přehrát
cmd-replay-description = Projděte tahy partie, nebo ji získejte jako animovaný GIF.
cmd-replay-game-name = partie
cmd-replay-game-description = Číslo partie (viz /pente history)
cmd-replay-move-name = tah
cmd-replay-move-description = Začít od tohoto tahu (výchozí: od začátku)

cmd-review-name = rozbor
cmd-review-description = Rozbor dohrané partie enginem.
cmd-review-game-name = partie
cmd-review-game-description = Číslo partie (viz /pente history)

cmd-import-name = import
cmd-import-description = Prohlédněte si partii ze souboru zápisu pente.org (neukládá se, nehodnotí se).
cmd-import-file-name = soubor
cmd-import-file-description = Zápis partie z pente.org (.txt), nejvýše 256 KB

cmd-rules-name = pravidla
cmd-rules-description = Pravidla varianty.
cmd-rules-variant-name = varianta
cmd-rules-variant-description = Hra

cmd-help-name = nápověda
cmd-help-description = Jak hrát s tímto botem.

choice-dark = tmavý
choice-global = všude
choice-light = světlý
choice-me = já
choice-random = náhodně
choice-server = tento server
choice-them = soupeř
