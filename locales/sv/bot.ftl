# Botens ord på svenska. Koordinater (K10), dragtecken (choose=black), kommandon
# (/pente move) och varianternas namn (pente, renju) står kvar som de är.

## Avslag.

refusal-no-such-game = det finns inget parti #{ $id }
refusal-no-game-going = Du har inget parti på gång. Starta ett med `/pente challenge`.
refusal-which-game = Du har inget parti i den här kanalen; ange ett med `game:` ({ $games }).
refusal-default-rules-players = standardreglerna måste gälla ett parti för två spelare (lobbyer väljer själva antalet spelare); { $rules } är för { $players }
refusal-no-such-challenge = det finns ingen utmaning #{ $id }
refusal-not-in-game = du spelar inte i parti #{ $id }
refusal-not-invited = den här utmaningen är inte till dig
refusal-not-host = bara spelaren som skapade utmaning #{ $id } kan göra det
refusal-challenge-closed = utmaning #{ $id } är { $status ->
        [expired] utgången
        [declined] avböjd
        [accepted] antagen
        [cancelled] återkallad
       *[other] { $status }
    }; starta en ny med /pente challenge
refusal-unfair-rating = ett rankat parti för två spelare behöver en öppning som gör det rättvist (pro, long-pro, swap, swap2, taraguchi-10, d-pente eller g-pente); lägg till opening:pro, eller spela utan rated
refusal-custom-rules-rated = ett rankat parti spelas efter variantens egna regler (bara öppningen, och spelare eller lag, får ändras); ta bort de andra alternativen, eller spela utan rated
refusal-self-challenge = du kan inte utmana dig själv
refusal-duplicate-player = { $name } står med två gånger
refusal-wrong-player-count = de här reglerna är för { $needed } spelare, men { $got } angavs
refusal-already-joined = du är redan med i den här lobbyn
refusal-lobby-full = lobbyn är full ({ $count } spelare)
refusal-lobby-not-ready = lobbyn behöver { $needed } spelare för att starta; { $got } har anslutit
refusal-host-cannot-leave = värden kan inte lämna lobbyn; stäng den i stället
refusal-left-game = du har lämnat parti #{ $id }; de andra spelar vidare utan dig
refusal-takeback-past-drop-out = ett ångrat drag kan inte upphäva en annan spelares uppgivning eller tidsförlust
refusal-bad-clock = tiden per drag måste vara minst en sekund
refusal-game-not-over = parti #{ $id } pågår fortfarande: returmatch blir det efter slutet
refusal-game-not-active = parti #{ $id } är { $status ->
        [finished] avslutat
        [cancelled] avbrutet
        [active] igång
       *[other] { $status }
    }
refusal-position-changed = ställningen har ändrats sedan du såg den (den var vid drag { $expected }, nu vid drag { $actual }, eller så ångrades ett drag); titta på det nya brädet och försök igen
refusal-no-draw-offer = ingen har erbjudit remi i parti #{ $id }; använd /pente draw för att erbjuda remi
refusal-draw-already-offered = du har redan erbjudit remi; väntar på de andra
refusal-no-takeback = ingen har bett om att ångra ett drag i parti #{ $id }
refusal-own-takeback = du kan inte godta din egen begäran om att ångra
refusal-nothing-to-take-back = du har inget drag att ångra
refusal-takeback-pending = en begäran om att ångra väntar redan i parti #{ $id }
refusal-not-timed-out = spelaren vid draget har fortfarande tid kvar (till { $until }); du kan göra anspråk på partiet efter det
refusal-no-clock = parti #{ $id } har ingen klocka, så ingen kan förlora på tid
refusal-own-timeout = det är ditt drag: du kan inte kräva tidsförlust mot dig själv
refusal-too-late-to-cancel = parti #{ $id } har börjat: det kan inte längre avbrytas; ge upp i stället
refusal-bad-level = datorn spelar nivå 1 till 8, inte { $level }
refusal-computer-two-players = datorn spelar bara partier för två spelare; den här varianten är för { $count }
refusal-computer-no-draw = datorn går inte med på remi: spela vidare, eller ge upp
refusal-computer-rated-takeback = rankade partier mot datorn kan inte ångras
refusal-flag-fell = din tid tog slut i parti #{ $id }: det är förlorat på tid
refusal-duplicate = det här är redan gjort (samma begäran kom två gånger)
refusal-outage = databasen är inte tillgänglig just nu; försök igen om en stund
refusal-our-fault = Något gick fel hos oss; försök igen om en stund.
command-failed = Något gick fel hos oss; försök igen.
move-game-over = partiet är slut
move-not-your-turn = det är inte ditt drag: spelare { $seat } ({ $colour }) är vid draget
move-occupied = { $point } är redan upptagen
move-not-adjacent = { $point } rör ingen sten; med regeln adjacent-only måste varje sten ligga intill en annan
move-renju-foul = { $point } är förbjuden för svart: den ger { $foul ->
        [overline] en överlängd (sex eller fler i rad, { $shape })
        [double-four] en dubbelfyra ({ $shape })
       *[double-three] en dubbeltrea ({ $shape })
    }

## Svar i tid.

thinking-answer-below = Förlåt dröjsmålet: svaret kommer nedan.
posted-in-thread = Postat i partiets tråd: { $thread }.

## /pente settings

settings-need-server = Inställningar hör till en server; använd det här i en.
settings-need-manage = Bara medlemmar med behörigheten Hantera server kan ändra inställningarna.
settings-saved = Sparat. { $settings }
settings-text = Partier i trådar: **{ $threads ->
        [on] på
       *[off] av
    }**. Standardregler: **{ $rules }**.
settings-language = Partimeddelanden på: **{ $language }**.
settings-bad-language = `{ $input }` är inte ett av botens språk: använd { $codes }, eller `discord` för att följa serverns språk i Discord.

## Partimeddelanden (på serverns språk). Spelarnas namn översätts aldrig.

colour-white = vit
colour-black = svart
colour-red = röd
colour-blue = blå
game-heading = **Parti #{ $id } · { $variant }** · { $players }
players-versus = { $left } mot { $right }
player-with-colour = { $player } ({ $colour })
seat-number = plats { $seat }
computer-name = Datorn (nivå { $level })
action-placed = { $who } spelade **{ $move }**
action-chose = { $who } tog **{ $colour }**
action-offered = { $who } erbjöd { $count } femte drag
action-picked = { $who } valde **{ $point }**
action-passed = { $who } passade
action-resigned = { $who } gav upp
action-timed-out = { $who } fick slut på tid
action-draw = Spelarna kom överens om remi
action-with-captures = { $action } och slog { $count ->
        [one] { $count } sten
       *[other] { $count } stenar
    }
action-sentence = { $action }.
captures-line = Slagna stenar: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] med fyra i rad
        [6] med sex i rad
       *[other] med fem i rad
    }
reason-captures = på slagna stenar
reason-resign = genom uppgivning
reason-timeout = på tid
reason-forbidden = eftersom motståndaren spelade på en förbjuden punkt
reason-board-full = (brädet är fullt)
reason-no-legal-move = (inget lagligt drag finns kvar)
reason-agreement = efter överenskommelse
reason-two-passes = (båda spelarna passade)
status-drawn = **Partiet slutar remi** { $reason }.
status-won = **{ $winners } vinner** { $reason }.
list-and = { $first } och { $second }
status-cancelled = Partiet avbröts.
status-to-decide = { $player } ({ $colour }) ska bestämma: `{ $command }`{ $clock }
status-must-pass = { $player } ({ $colour }) måste passa (varje fri punkt är förbjuden): `{ $command }`{ $clock }
status-to-move = { $player } ({ $colour }) vid draget: `{ $command }`{ $clock }
clock-runs-out = { " " }· tiden tar slut { $when }
clock-has-left = { " " }· { $player } har { $left } kvar
reminder = { $player }, det är ditt drag i parti #{ $id }: din tid tar slut { $when }. Spela med `/pente move`.

## Knappar.

button-play-with-buttons = Spela med knappar
button-pass = Passa
button-rematch = Returmatch
button-accept = Anta
button-decline = Avböj

## Orden på brädets bild.

picture-to-move = vid draget
picture-to-decide = ska bestämma
picture-captures = slagna
picture-team-captures = lagets slagna
picture-team-short = lag
picture-wins = vinner
picture-draw = remi
picture-out = ute


## Around the moves: draws, takebacks, lobbies, lists.

button-join = Gå med
button-leave = Lämna
button-start = Starta
button-close = Stäng
button-accept-draw = Godta remi
button-allow-takeback = Tillåt ångra
button-refuse = Vägra
draw-offer = { $heading }
    { $agreed } { $count ->
        [one] erbjuder
       *[other] går med på
    } remi. { $others }: godta eller avböj med knapparna (eller `/pente draw`).
takeback-request = { $heading }
    { $who } ber att få ångra sitt senaste drag ({ $count ->
        [one] { $count } handling
       *[other] { $count } handlingar
    } skulle ångras). { $others }: godta eller avböj med knapparna.
taken-back = { $count ->
        [one] Det senaste draget ångrades.
       *[other] De senaste { $count } handlingarna ångrades.
    }
declined = { $heading }
    { $who } { $withdrawn ->
        [yes] drog tillbaka
       *[no] avböjde
    } { $what ->
        [draw] remierbjudandet
       *[takeback] begäran om att ångra
    }; partiet fortsätter.
    { $status }
started-in-thread = { $heading }
    Partiet har börjat: det spelas i tråden nedan.
thread-name = Parti #{ $id } · { $variant }
note-you-played = Du spelade **{ $move }**.
own-challenge = Det här är din egen utmaning: vänta på de andra, eller tryck Avböj för att dra tillbaka den.
grid-not-yours = Bara spelaren vid draget kan använda rutnätet, när det är hens tur.
games-line = **#{ $id }** { $variant } mot { $opponents } i { $channel }, drag { $move }{ $turn }
games-your-turn = { " " }· **ditt drag**
games-more = …och { $count } till (alternativet `game:` visar alla).


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host } utmanar { $who } i **{ $variant }**{ $rated }
    Regler: { $rules }{ $clock }
    { $status }
challenge-rated = { " " }(rankat)
challenge-anyone = vem som helst
challenge-waiting = Väntar på att { $who } antar (går ut { $when }).
challenge-declined = Utmaningen avböjdes.
challenge-withdrawn = Utmaningen drogs tillbaka.
challenge-expired = Utmaningen gick ut: ingen svarade i tid.
game-started = Partiet har börjat.
challenge-clock = Klocka: { $terms }; den vars tid tar slut förlorar.
lobby-message = { $host } öppnar en lobby för **{ $variant }**{ $rated }: { $players } spelare{ $teams }, färger { $colours }
    Regler: { $rules }{ $clock }
    Spelare ({ $joined }/{ $players }): { $list }
    { $status }
lobby-in-teams = { " " }i två lag
lobby-host = { $player } (värd)
lobby-open = Gå med med knappen. Partiet börjar när alla { $players } platser är tagna{ $early }; platserna lottas (går ut { $when }).
lobby-early = , eller tidigare när { $host } trycker Starta
lobby-closed = Lobbyn stängdes.
lobby-expired = Lobbyn gick ut innan tillräckligt många spelare anslöt.
lobby-clock = Klocka: { $terms }; den vars tid tar slut åker ut.
clock-per-move = { $time } per drag
clock-live = { $time } var (live)
clock-live-increment = { $time } var + { $increment } per drag (live)
duration-days = { $count ->
        [one] { $count } dag
       *[other] { $count } dagar
    }
duration-hours = { $count ->
        [one] { $count } timme
       *[other] { $count } timmar
    }
duration-minutes = { $count ->
        [one] { $count } minut
       *[other] { $count } minuter
    }
duration-seconds = { $count ->
        [one] { $count } sekund
       *[other] { $count } sekunder
    }


## Opening decisions and the button grid.

decide-take = Ta { $colour }
decide-place-two = Lägg två till
decide-swap = Byt: ta { $colour }
decide-stay = Behåll { $colour }
decide-option-one = Alternativ 1: ta { $colour }
decide-option-two = Alternativ 2: erbjud tio
hint-type = Skriv det med `/pente move`: { $hint }.
hint-none = Det finns inget beslut att fatta nu; spela med `/pente move`.
grid-text = Parti #{ $id }: punkterna { $from } till { $to }. Tryck på en punkt för att spela den; pilarna flyttar fönstret.


## Ratings, statistics and history.

leaderboard-empty = Inga rankade partier i **{ $family }** än ({ $scope }). Rankade partier: `/pente challenge ... rated:true`.
leaderboard-no-page = Topplistan för **{ $family }** ({ $scope }) har ingen sida { $page }.
leaderboard-title = Topplista för **{ $family }** ({ $scope }), sida { $page }:
leaderboard-provisional = ? = preliminär (för få partier än)
leaderboard-no-server = Här finns ingen server; använd scope:global.
scope-global = globalt
scope-server = den här servern
stats-none = { $player } har inga rankade partier än.
stats-title = Ranking för { $player }:
stats-line = **{ $family }** ({ $scope }): { $rating }{ $provisional } ± { $deviation } · { $games ->
        [one] { $games } parti
       *[other] { $games } partier
    }: { $won } vunna, { $lost } förlorade, { $drawn } remi
stats-provisional = { " " }(preliminär)
record-streak = Svit: { $count } { $result ->
        [win] vinster
        [loss] förluster
       *[draw] remier
    } i rad.
record-favourite = Favoritöppning: { $opening } ({ $count ->
        [one] { $count } parti
       *[other] { $count } partier
    }).
record-recent = Senaste partier:
history-none = { $player } har inga avslutade partier än.
history-title = Senaste partier för { $player }:
history-export = `/pente export game:<nummer>` ger ett partis protokoll.
past-line = **#{ $id }** { $variant } mot { $opponents }: { $result ->
        [win] vinst
        [loss] förlust
        [draw] remi
       *[cancelled] avbrutet
    }{ $reason }{ $rated }, { $moves } drag{ $when }
past-rated = , rankat


## Ratings on the board, the rate limit, records and replays.

ratings-line = Ranking ({ $family }, { $scope }): { $changes }
slow-down = Sakta ner: högst { $setting } handlingar per spelare. Försök igen om { $seconds } s.
other-bots = Andra botar kan inte spela; utmana en människa, eller spela mot mig med `/pente play-bot`.
import-too-big = `{ $file }` är { $size } KB; ett partiprotokoll är högst { $max } KB.
import-no-file = Discord gav mig inte filen; försök igen.
import-not-text = `{ $file }` är ingen textfil; exportera ett parti från pente.org (eller `/pente export`) och bifoga det.
import-unreadable = `{ $file }` kunde inte läsas: { $error }
imported = `{ $file }`: **{ $variant }**, { $first } mot { $second }, { $moves } drag, { $outcome }. Bara för genomgång: sparas inte, rankas inte.
imported-drawn = remi
imported-won = vunnet av { $winners } ({ $reason })
imported-unfinished = inte avslutat
export-text = Protokollet för parti #{ $id } ({ $variant }), i pente.orgs format.
replay-text = { $heading }
    Repris, drag { $ply } av { $total }{ $what }.
replay-played = : { $who } spelade { $move }
replay-empty = : det tomma brädet
gif-too-long = Parti #{ $id } är för långt för en GIF ({ $size } MB); stega igenom det med knapparna.
gif-caption = Parti #{ $id }, varje drag.
gif-failed = Reprisen kunde inte ritas; förlåt.


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }` är inget alternativ: skriv nyckel=värde, t.ex. `captures=false` (`/pente rules` visar nycklarna)
autocomplete-your-turn = { " " }(ditt drag)
rules-coordinates = Koordinater: kolumner { $columns }, rader nerifrån (t.ex. { $example }).
rules-options = Regelalternativ (`options:` som nyckel=värde, t.ex. `captures=false`): { $keys }.

## Hjälp.

help-text =
    { "**" }Pente på Discord**
    `/pente challenge @spelare [variant] [size] [opening] [first]`: utmana någon; hen får knapparna Anta / Avböj.
    `/pente lobby [variant] [players]`: ett parti för 3–4 spelare (eller lag) som vem som helst kan gå med i.
    `/pente move K10`: lägg en sten (bokstäverna är kolumner, siffrorna rader nerifrån). Även öppningsbeslut: `choose=black`.
    `/pente board`: visa brädet för ditt parti här. `/pente games`: dina partier.
    `/pente resign`: ge upp. `/pente draw`: erbjud remi. `/pente takeback`: be att få ångra ditt senaste drag.
    `/pente cancel`: avbryt ett parti före dess andra drag. `/pente rules [variant]`: reglerna.
    Alla kommandon tar `game:` för att välja ett av flera partier.
    `/pente settings [threads] [default_rules] [language]`: serverns inställningar (Hantera server krävs för att ändra dem).
    `/pente review game`: motorns analys av ett avslutat parti (även knappen Analys under sista brädet). `/pente prefs`: ditt brädtema, bekräftelse av drag och meddelanden när det är din tur.


## Regelmotorns avslag: otillåtna drag, öppningsbeslut, drag som skrivs, regelalternativ, klockor.
## Koordinater, drag (choose=black), alternativens nycklar och värden och varianternas namn skrivs som de är.

move-off-board = ({ $x }, { $y }) ligger utanför brädet; kolumnerna är { $columns }, raderna 1-{ $size }
move-opening-area = { $point } ligger utanför öppningens område: { $area }
area-centre = sten { $stone } måste ligga på mittpunkten, { $centre }
area-within = sten { $stone } måste ligga inom den mittersta kvadraten på { $n }x{ $n }, { $square }
area-away = första spelarens andra sten måste ligga minst { $min } punkter från mitten { $centre }, utanför kvadraten { $square }{ $gpente ->
        [yes] , och inte 3 eller 4 punkter från mitten på dess rad eller kolumn (G-Pente)
       *[no] {""}
    }
move-self-capture = { $point } skulle ställa dina stenar i slagposition, vilket de här reglerna förbjuder (även när draget skulle slå eller vinna)
move-decision-required = spelare { $seat } måste bestämma sig först: { $expected }
move-no-decision = det finns inget öppningsbeslut att fatta nu; { $expected }
move-not-your-decision = det är spelare { $seat } som ska bestämma, inte du
move-no-such-seat = spelare { $seat } är inte med i det här partiet
move-already-left = spelare { $seat } har redan lämnat partiet
move-no-such-colour = färg { $number } är inte med i det här partiet
move-not-a-move = tidsöverskridande begärs och remi avtalas med sina egna kommandon
move-offer-count = erbjud exakt { $needed } femte drag, inte { $offered }
move-offered-twice = { $point } erbjuds två gånger
move-symmetric-offers = { $first } och { $second } är samma drag genom ställningens symmetri; erbjud tio olika drag
move-not-offered = { $point } erbjöds inte; välj ett av { $offered }
move-no-pass-opening = man får inte passa förrän öppningen är över
move-no-pass = de här reglerna tillåter inte pass (pass=false)
expect-stone = lägg en sten
expect-choose-colour = välj färg: choose={ $first } eller choose={ $second }
expect-swap2 = choose={ $first } eller choose={ $second } för att välja färg, eller lägg två stenar till ({ $second-colour } och sedan { $first-colour })
expect-taraguchi-swap = välj färg för att byta eller behålla, eller spela nästa sten för att behålla
expect-taraguchi-branch = choose={ $first } eller choose={ $second } (alternativ 1: behåll eller byt, sedan femte stenen i kvadraten 9x9), eller erbjud tio femte drag (alternativ 2)
expect-taraguchi-pick = välj ett av de erbjudna femte dragen: { $points }
end-reason-name = { $reason ->
        [five] fem i rad
        [four] fyra i rad
        [six] sex i rad
        [captures] slagna stenar
        [resign] uppgivet
        [timeout] tiden ute
        [forbidden] förbjudet drag
        [board-full] fullt bräde
        [no-legal-move] inget lagligt drag
        [agreement] överenskommelse
        [two-passes] två pass
       *[other] { $reason }
    }
list-or = { $first } eller { $second }
token-bad-colour = `{ $colour }` är ingen färg i det här partiet; använd { $options }
token-unknown = `{ $token }` är inget drag: använd en koordinat som K10, choose=<färg>, offer=<c>,<c>,..., pick=<c>, pass eller resign
coord-malformed = `{ $text }` är ingen koordinat: skriv en kolumnbokstav och ett radnummer, som { $example }
coord-no-column-i = det finns ingen kolumn I på det här brädet (bokstäverna hoppar över I); kolumnerna är { $columns }
coord-column-off-board = kolumn { $letter } ligger utanför brädet; kolumnerna är { $columns }
coord-row-off-board = rad { $row } ligger utanför brädet; raderna är 1-{ $size }
rules-unknown-preset = okända regler `{ $name }`; kända regler: { $list }
rules-unknown-key = okänt alternativ `{ $key }`; alternativen är: { $keys }
rules-bad-value = `{ $value }` är inget giltigt värde för { $key }; förväntat: { $expected }
rules-expected-values = { $key ->
        [size] ett udda tal från 7 till 25
        [players] 2, 3 eller 4
        [win_line] 5, 5+, 4, 4+ eller 6+
        [capture_win] 5, 4 eller off (slag räknade i par)
        [self_capture] allowed, poof eller forbidden
        [overtime] off, line-break eller line-capture
        [opening] none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente eller g-pente
        [renju_foul] refuse eller lose
        [stones_per_turn] 1 eller 2
       *[other] true eller false
    }
rules-empty-spec = reglerna är tomma; börja med en förinställning som pente
conflict-board-size = brädstorlek { $size } är inte tillåten; använd en udda storlek från 7 till 25 (9, 13, 15 och 19 är vanliga)
conflict-players = { $players } spelare är inte tillåtet; använd 2, 3 eller 4
conflict-teams-need-four = lag kräver exakt 4 spelare (två lag om två)
conflict-needs-captures = { $option } kräver slag, och { $preset } har inga (sätt captures=true först)
conflict-mixed-capture = mixed_capture spelar bara roll med 3 eller 4 spelare (två spelare har en motståndare)
conflict-opening-for-two = öppningen { $opening } är för två spelare; använd pro, long-pro eller none med { $players } spelare
conflict-board-too-small = öppningen { $opening } behöver punkter { $distance } från mitten; använd ett bräde på minst { $size }
conflict-adjacent-only = adjacent_only kan inte kombineras med öppningen { $opening }: första spelarens andra sten måste ligga långt från mitten, där den inte kan röra någon sten
conflict-taraguchi-board = taraguchi-10 behöver ett mittområde på 9x9; använd ett bräde på minst 9
conflict-renju-captures = renju har inga slag; sätt captures=false eller välj ett annat spel
conflict-renju-players = renju är ett spel för två
conflict-renju-win-line = renjus förbjudna drag är definierade för fem i rad; behåll win_line på 5+
conflict-pass = pass är för två spelare som lägger en sten per drag; sätt pass=false
conflict-two-stones-captures = två stenar per drag (Connect6) kan inte kombineras med slag
conflict-two-stones-opening = två stenar per drag (Connect6) balanseras redan av svarts enda första sten; använd opening=none
conflict-two-stones-renju = renjus regler gäller en sten per drag
clock-unreadable = `{ $typed }` är ingen klocka: skriv en tid per drag (t.ex. 30m, 1h, 3d) eller minuter plus tillägg för en liveklocka (t.ex. 5m+10s, 10+5)
clock-bad-per-move = tiden per drag måste vara från 1 minut till 14 dagar, inte { $typed }
clock-bad-base = en liveklocka börjar med 1 minut till 3 timmar var, inte { $typed }
clock-bad-increment = en liveklockas tillägg måste vara från 0 till 5 minuter, inte { $typed }


## Varianterna (namnen behålls) och reglerna i korthet, för /pente rules, utmaningar och lobbyer.

variant-pente = fem i rad eller 5 slagna par; öppningen Pro
variant-keryo-pente = Pente där även tre stenar kan slås; 15 stenar vinner
variant-gomoku = fristil: fem eller fler i rad, inga slag, svart börjar
variant-gomoku-standard = exakt fem i rad vinner, överlängder gör det inte
variant-renju = svart har förbjudna drag (3x3, 4x4, överlängd); Taraguchi-10
variant-boat-pente = en femma kan brytas av ett slag i nästa drag
variant-poof-pente = den som lägger in i en inringning får sitt eget par slaget
variant-g-pente = öppningen Pro med extra gränser för den andra vita stenen
variant-d-pente = spelare 1 lägger fyra stenar, spelare 2 väljer färg
variant-dk-pente = D-Pente med Keryo-slag
variant-swap2-pente = Pente med öppningen Swap2
variant-swap2-keryo = Keryo-Pente med öppningen Swap2
variant-o-pente = Keryo + Poof + Boat tillsammans
variant-connect6 = sex i rad; två stenar per drag efter svarts första
variant-team-pente = fyra spelare i två lag, slagna stenar räknas gemensamt
variant-pente-3p = Pente för tre, alla mot alla
variant-pente-4p = Pente för fyra, alla mot alla
summary-separator = {", "}
summary-size = { $size }x{ $size }
summary-players = { $players } spelare
summary-teams = 2 lag om 2
summary-row = { $overline ->
        [yes] { $length } eller fler i rad
       *[no] exakt { $length } i rad
    }
summary-renju-row = svart exakt 5 i rad, vit 5 eller fler
summary-captures = slag av { $what ->
        [threes] par och treor
       *[pairs] par
    }, { $stones } stenar vinner
summary-captures-no-win = slag av { $what ->
        [threes] par och treor
       *[pairs] par
    }, ingen vinst på slag
summary-no-captures = inga slag
summary-poof = poof (självslag)
summary-self-capture-forbidden = att lägga in i en inringning är förbjudet
summary-line-break = en femma kan brytas av ett slag
summary-line-capture = en femma kan slås i sin helhet
summary-mixed-capture = blandade slag
summary-renju-refuse = svarts 3x3, 4x4 och överlängder avvisas
summary-renju-lose = svarts 3x3, 4x4 och överlängder förlorar
summary-two-stones = två stenar per drag
summary-adjacent-only = varje sten måste röra en annan
summary-pass = pass tillåtet, två pass i rad ger remi
summary-opening = öppning: { $opening }
summary-first = { $colour } börjar


## Argument som boten inte kunde läsa, och kommandon på fel ställe.

argument-unreadable = `{ $input }` är inget värde som det här alternativet tar; se vad det frågar efter och försök igen.
argument-unreadable-unknown = Ett av alternativen kunde inte läsas; se vad vart och ett frågar efter och försök igen.
command-outdated = Det här kommandot har just ändrats; försök igen om en minut.
command-guild-only = Det här kommandot fungerar bara på en server.


## Topplistans kolumnrubriker (korta: tabellen är i fast bredd).

leaderboard-rank = #
leaderboard-player = spelare
leaderboard-rating = rating
leaderboard-games = partier
leaderboard-won = V
leaderboard-lost = F
leaderboard-drawn = O


## Vad som är fel i ett importerat partiprotokoll (efter import-unreadable).

record-error = rad { $line }, kolumn { $column }: `{ $token }`: { $what }
record-too-large = protokollet är större än { $max } KiB
record-bad-header = en rubrik skrivs [Key "value"]
record-rules-header = i rubriken Rules: { $error }
record-no-game-header = protokollet har ingen rubrik Game; lägg till [Game "Pente"] eller ange --rules
record-unknown-game = okänt spel `{ $name }`; ange reglerna med --rules
record-after-result = inget får följa efter resultatet
