# Slova bota česky. Souřadnice (K10), zápis tahů (choose=black), příkazy (/pente move)
# a názvy variant (pente, renju) zůstávají beze změny.

## Odmítnutí.

refusal-no-such-game = partie #{ $id } neexistuje
refusal-no-game-going = Nemáte žádnou rozehranou partii. Začněte ji příkazem `/pente challenge`.
refusal-which-game = V tomto kanálu nemáte žádnou partii; určete ji pomocí `game:` ({ $games }).
refusal-default-rules-players = výchozí pravidla musí být pro partii dvou hráčů (čekárny si počet hráčů volí samy); { $rules } jsou pro { $players } hráče
refusal-no-such-challenge = výzva #{ $id } neexistuje
refusal-not-in-game = v partii #{ $id } nehrajete
refusal-not-invited = tato výzva není pro vás
refusal-not-host = to může udělat jen autor výzvy #{ $id }
refusal-challenge-closed = výzva #{ $id } { $status ->
        [expired] vypršela
        [declined] byla odmítnuta
        [accepted] byla přijata
        [cancelled] byla stažena
       *[other] má stav { $status }
    }; vytvořte novou příkazem /pente challenge
refusal-unfair-rating = hodnocená partie dvou hráčů potřebuje zahájení, které ji činí férovou (pro, long-pro, swap, swap2, taraguchi-10, d-pente nebo g-pente); přidejte opening:pro, nebo vynechte rated
refusal-custom-rules-rated = hodnocená partie se hraje podle vlastních pravidel varianty (změnit lze jen zahájení a hráče či týmy); odeberte ostatní volby, nebo vynechte rated
refusal-self-challenge = nemůžete vyzvat sami sebe
refusal-duplicate-player = { $name } je uveden dvakrát
refusal-wrong-player-count = tato pravidla jsou pro { $needed } hráče, ale uvedeno bylo { $got }
refusal-already-joined = v této čekárně už jste
refusal-lobby-full = čekárna je plná (hráčů: { $count })
refusal-lobby-not-ready = ke startu je potřeba hráčů: { $needed }; připojilo se: { $got }
refusal-host-cannot-leave = zakladatel nemůže čekárnu opustit; místo toho ji zavřete
refusal-left-game = partii #{ $id } jste opustili; ostatní hrají dál bez vás
refusal-takeback-past-drop-out = vrácení tahu nemůže zrušit vzdání ani překročení času jiného hráče
refusal-bad-clock = čas na tah musí být alespoň jedna sekunda
refusal-game-not-over = partie #{ $id } ještě běží: odveta je možná až po jejím konci
refusal-game-not-active = partie #{ $id } { $status ->
        [finished] skončila
        [cancelled] byla zrušena
        [active] běží
       *[other] má stav { $status }
    }
refusal-position-changed = pozice se od chvíle, kdy jste ji viděli, změnila (byl tah { $expected }, teď je tah { $actual }, nebo se tah vracel); podívejte se na novou desku a zkuste to znovu
refusal-no-draw-offer = v partii #{ $id } nikdo nenabídl remízu; nabídněte ji příkazem /pente draw
refusal-draw-already-offered = remízu už jste nabídli; čeká se na ostatní
refusal-no-takeback = v partii #{ $id } nikdo nežádal o vrácení tahu
refusal-own-takeback = nemůžete přijmout vlastní žádost o vrácení tahu
refusal-nothing-to-take-back = nemáte žádný tah k vrácení
refusal-takeback-pending = v partii #{ $id } už čeká žádost o vrácení tahu
refusal-not-timed-out = hráč na tahu má ještě čas (do { $until }); poté můžete požadovat výhru
refusal-no-clock = partie #{ $id } nemá hodiny, takže nikdo nemůže prohrát na čas
refusal-own-timeout = jste na tahu: nemůžete požadovat prohru na čas sami proti sobě
refusal-too-late-to-cancel = partie #{ $id } už začala: nelze ji zrušit; vzdejte se
refusal-bad-level = počítač hraje úrovně 1 až 8, ne { $level }
refusal-computer-two-players = počítač hraje jen partie dvou hráčů; tato varianta je pro { $count }
refusal-computer-no-draw = počítač na remízu nepřistoupí: hrajte dál, nebo se vzdejte
refusal-computer-rated-takeback = v hodnocených partiích s počítačem se tahy nevracejí
refusal-flag-fell = váš čas v partii #{ $id } vypršel: partie je prohraná na čas
refusal-duplicate = to už se stalo (stejný požadavek přišel dvakrát)
refusal-outage = databáze teď není dostupná; zkuste to prosím za chvíli znovu
refusal-our-fault = Na naší straně se něco pokazilo; zkuste to prosím za chvíli znovu.
command-failed = Na naší straně se něco pokazilo; zkuste to prosím znovu.
move-game-over = partie skončila
move-not-your-turn = nejste na tahu: hraje hráč { $seat } ({ $colour })
move-occupied = { $point } je už obsazené
move-not-adjacent = { $point } se nedotýká žádného kamene; podle pravidla adjacent-only musí každý kámen ležet vedle jiného
move-renju-foul = { $point } je pro černého zakázaný: vytváří { $foul ->
        [overline] přesah (šest a více v řadě, { $shape })
        [double-four] dvojitou čtyřku ({ $shape })
       *[double-three] dvojitou trojku ({ $shape })
    }

## Odpovědi.

thinking-answer-below = Omlouváme se za čekání: odpověď je níže.
posted-in-thread = Zveřejněno ve vlákně partie: { $thread }.

## /pente settings

settings-need-server = Nastavení patří serveru; použijte to na serveru.
settings-need-manage = Nastavení mohou měnit jen členové s oprávněním Spravovat server.
settings-saved = Uloženo. { $settings }
settings-text = Partie ve vláknech: **{ $threads ->
        [on] zapnuto
       *[off] vypnuto
    }**. Výchozí pravidla: **{ $rules }**.
settings-language = Jazyk zpráv partií: **{ $language }**.
settings-bad-language = `{ $input }` není jazyk bota: použijte { $codes }, nebo `discord` pro jazyk serveru v Discordu.

## Zprávy partie (v jazyce serveru). Jména hráčů se nikdy nepřekládají.

colour-white = bílý
colour-black = černý
colour-red = červený
colour-blue = modrý
game-heading = **Partie #{ $id } · { $variant }** · { $players }
players-versus = { $left } proti { $right }
player-with-colour = { $player } ({ $colour })
seat-number = místo { $seat }
computer-name = Počítač (úroveň { $level })
action-placed = { $who } hraje **{ $move }**
action-chose = { $who } bere **{ $colour }**
action-offered = { $who } nabízí pátých tahů: { $count }
action-picked = { $who } vybírá **{ $point }**
action-passed = { $who } passuje
action-resigned = { $who } se vzdává
action-timed-out = { $who } překračuje čas
action-draw = Hráči se dohodli na remíze
action-with-captures = { $action } a bere { $count ->
        [one] { $count } kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }
action-sentence = { $action }.
captures-line = Zajaté kameny: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] čtyřmi v řadě
        [6] šesti v řadě
       *[other] pěti v řadě
    }
reason-captures = zajetím kamenů
reason-resign = vzdáním soupeře
reason-timeout = na čas
reason-forbidden = protože soupeř zahrál na zakázaný bod
reason-board-full = (deska je plná)
reason-no-legal-move = (nezbývá žádný povolený tah)
reason-agreement = dohodou
reason-two-passes = (oba hráči passovali)
status-drawn = **Partie končí remízou** { $reason }.
status-won = **Vítězství: { $winners }** { $reason }.
list-and = { $first } a { $second }
status-cancelled = Partie byla zrušena.
status-to-decide = { $player } ({ $colour }) volí: `{ $command }`{ $clock }
status-must-pass = { $player } ({ $colour }) musí passovat (každý volný bod je zakázaný): `{ $command }`{ $clock }
status-to-move = Na tahu: { $player } ({ $colour }) — `{ $command }`{ $clock }
clock-runs-out = { " " }· čas vyprší { $when }
clock-has-left = { " " }· { $player } má ještě { $left }
reminder = { $player }, jste na tahu v partii #{ $id }: čas vyprší { $when }. Hrajte přes `/pente move`.

## Tlačítka.

button-play-with-buttons = Hrát tlačítky
button-pass = Pass
button-rematch = Odveta
button-accept = Přijmout
button-decline = Odmítnout

## Slova na obrázku desky.

picture-to-move = na tahu
picture-to-decide = volí
picture-captures = zajato
picture-team-captures = zajato týmem
picture-team-short = tým
picture-wins = vítězí
picture-draw = remíza
picture-out = vypadl


## Around the moves: draws, takebacks, lobbies, lists.

button-join = Připojit se
button-leave = Odejít
button-start = Začít
button-close = Zavřít
button-accept-draw = Přijmout remízu
button-allow-takeback = Povolit vrácení
button-refuse = Odmítnout
draw-offer = { $heading }
    { $agreed }: { $count ->
        [one] nabídka remízy
       *[other] souhlas s remízou
    }. { $others }: přijměte nebo odmítněte tlačítky (nebo `/pente draw`).
takeback-request = { $heading }
    { $who } žádá o vrácení posledního tahu (vrácených akcí: { $count }). { $others }: přijměte nebo odmítněte tlačítky.
taken-back = { $count ->
        [one] Poslední tah byl vrácen.
        [few] Poslední { $count } akce byly vráceny.
       *[other] Posledních { $count } akcí bylo vráceno.
    }
declined = { $heading }
    { $who }: { $what ->
        [draw] nabídka remízy
       *[takeback] žádost o vrácení tahu
    } { $withdrawn ->
        [yes] stažena
       *[no] odmítnuta
    }; partie pokračuje.
    { $status }
started-in-thread = { $heading }
    Partie začala: hraje se ve vlákně níže.
thread-name = Partie #{ $id } · { $variant }
note-you-played = Zahráli jste **{ $move }**.
own-challenge = Toto je vaše vlastní výzva: počkejte na ostatní, nebo ji stáhněte tlačítkem Odmítnout.
grid-not-yours = Mřížku může použít jen hráč na tahu, když je na řadě.
games-line = **#{ $id }** { $variant } proti { $opponents } v { $channel }, tah { $move }{ $turn }
games-your-turn = { " " }· **jste na tahu**
games-more = …a dalších { $count } (volba `game:` ukáže všechny).


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host } vyzývá { $who } k partii **{ $variant }**{ $rated }
    Pravidla: { $rules }{ $clock }
    { $status }
challenge-rated = { " " }(hodnocená)
challenge-anyone = kohokoli
challenge-waiting = Čeká se, až { $who } přijme (vyprší { $when }).
challenge-declined = Výzva byla odmítnuta.
challenge-withdrawn = Výzva byla stažena.
challenge-expired = Výzva vypršela: nikdo neodpověděl včas.
game-started = Partie začala.
challenge-clock = Hodiny: { $terms }; komu dojde čas, prohrává.
lobby-message = { $host } otevírá čekárnu pro **{ $variant }**{ $rated }: hráčů { $players }{ $teams }, barvy { $colours }
    Pravidla: { $rules }{ $clock }
    Hráči ({ $joined }/{ $players }): { $list }
    { $status }
lobby-in-teams = { " " }ve dvou týmech
lobby-host = { $player } (zakladatel)
lobby-open = Připojte se tlačítkem. Partie začne, až budou obsazena všechna místa ({ $players }){ $early }; místa se losují (vyprší { $when }).
lobby-early = , nebo dřív, když { $host } stiskne Začít
lobby-closed = Čekárna byla zavřena.
lobby-expired = Čekárna vypršela dřív, než se připojilo dost hráčů.
lobby-clock = Hodiny: { $terms }; komu dojde čas, vypadává.
clock-per-move = { $time } na tah
clock-live = každý { $time } (živě)
clock-live-increment = každý { $time } + { $increment } za tah (živě)
duration-days = { $count ->
        [one] { $count } den
        [few] { $count } dny
        [many] { $count } dní
       *[other] { $count } dní
    }
duration-hours = { $count ->
        [one] { $count } hodina
        [few] { $count } hodiny
        [many] { $count } hodin
       *[other] { $count } hodin
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

decide-take = Vzít { $colour }
decide-place-two = Položit další dva
decide-swap = Výměna: vzít { $colour }
decide-stay = Zůstat: { $colour }
decide-option-one = Možnost 1: vzít { $colour }
decide-option-two = Možnost 2: nabídnout deset
hint-type = Zadejte to přes `/pente move`: { $hint }.
hint-none = Teď není co rozhodovat; hrajte přes `/pente move`.
grid-text = Partie #{ $id }: body { $from } až { $to }. Stiskem bodu na něj zahrajete; šipky posouvají okno.


## Ratings, statistics and history.

leaderboard-empty = Zatím žádné hodnocené partie v **{ $family }** ({ $scope }). Hodnocené partie: `/pente challenge ... rated:true`.
leaderboard-no-page = Žebříček **{ $family }** ({ $scope }) nemá stranu { $page }.
leaderboard-title = Žebříček **{ $family }** ({ $scope }), strana { $page }:
leaderboard-provisional = ? = předběžné (zatím málo partií)
leaderboard-no-server = Tady není žádný server; použijte scope:global.
scope-global = všude
scope-server = tento server
stats-none = { $player } zatím nemá hodnocené partie.
stats-title = Hodnocení hráče { $player }:
stats-line = **{ $family }** ({ $scope }): { $rating }{ $provisional } ± { $deviation } · partií: { $games }: výhry { $won }, prohry { $lost }, remízy { $drawn }
stats-provisional = { " " }(předběžné)
record-streak = Série: { $result ->
        [win] výhry
        [loss] prohry
       *[draw] remízy
    } v řadě: { $count }.
record-favourite = Oblíbené zahájení: { $opening } (partií: { $count }).
record-recent = Poslední partie:
history-none = { $player } zatím nemá dohrané partie.
history-title = Poslední partie hráče { $player }:
history-export = `/pente export game:<číslo>` dá zápis partie.
past-line = **#{ $id }** { $variant } proti { $opponents }: { $result ->
        [win] výhra
        [loss] prohra
        [draw] remíza
       *[cancelled] zrušena
    }{ $reason }{ $rated }, tahů: { $moves }{ $when }
past-rated = , hodnocená


## Ratings on the board, the rate limit, records and replays.

ratings-line = Hodnocení ({ $family }, { $scope }): { $changes }
slow-down = Zpomalte: nejvýše { $setting } akcí na hráče. Zkuste to znovu za { $seconds } s.
other-bots = Jiní boti hrát nemohou; vyzvěte člověka, nebo hrajte se mnou přes `/pente play-bot`.
import-too-big = `{ $file }` má { $size } KB; zápis partie má nejvýše { $max } KB.
import-no-file = Discord mi soubor nepředal; zkuste to znovu.
import-not-text = `{ $file }` není textový soubor; exportujte partii z pente.org (nebo `/pente export`) a přiložte ji.
import-unreadable = `{ $file }` nelze přečíst: { $error }
imported = `{ $file }`: **{ $variant }**, { $first } proti { $second }, tahů: { $moves }, { $outcome }. Jen k rozboru: neukládá se, nehodnotí se.
imported-drawn = remíza
imported-won = výhra: { $winners } ({ $reason })
imported-unfinished = nedohraná
export-text = Zápis partie #{ $id } ({ $variant }) ve formátu pente.org.
replay-text = { $heading }
    Přehrávání, tah { $ply } z { $total }{ $what }.
replay-played = : { $who } hraje { $move }
replay-empty = : prázdná deska
gif-too-long = Partie #{ $id } je na jeden GIF příliš dlouhá ({ $size } MB); projděte ji tlačítky.
gif-caption = Partie #{ $id }, všechny tahy.
gif-failed = Přehrávání se nepodařilo nakreslit; omlouváme se.


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }` není volba: pište klíč=hodnota, např. `captures=false` (`/pente rules` vypíše klíče)
autocomplete-your-turn = { " " }(jste na tahu)
rules-coordinates = Souřadnice: sloupce { $columns }, řady odspodu (např. { $example }).
rules-options = Volby pravidel (`options:` jako klíč=hodnota, např. `captures=false`): { $keys }.

## Nápověda.

help-text =
    { "**" }Pente na Discordu** (příbuzné piškvorek a renju)
    `/pente challenge @hráč [variant] [size] [opening] [first]`: vyzvěte někoho; dostane tlačítka Přijmout / Odmítnout.
    `/pente lobby [variant] [players]`: partie pro 3–4 hráče (nebo týmy), ke které se může připojit kdokoli.
    `/pente move K10`: položte kámen (písmena jsou sloupce, čísla řady odspodu). Také rozhodnutí zahájení: `choose=black`.
    `/pente board`: ukáže zde desku vaší partie. `/pente games`: vaše partie.
    `/pente resign`: vzdát se. `/pente draw`: nabídnout remízu. `/pente takeback`: požádat o vrácení posledního tahu.
    `/pente cancel`: zrušit partii před jejím druhým tahem. `/pente rules [variant]`: pravidla.
    Každý příkaz bere `game:` pro výběr jedné z několika partií.
    `/pente settings [threads] [default_rules] [language]`: nastavení serveru (ke změně je potřeba oprávnění Spravovat server).
    `/pente review game`: rozbor dohrané partie enginem (také tlačítko Rozbor pod poslední deskou). `/pente prefs`: motiv desky, potvrzování tahů a zprávy, když jste na tahu.


## Odmítnutí pravidel: nepovolené tahy, rozhodnutí v zahájení, zápis tahů, volby pravidel, hodiny.
## Souřadnice, zápis tahů (choose=black), klíče a hodnoty voleb a názvy variant zůstávají beze změny.

move-off-board = ({ $x }, { $y }) je mimo desku; sloupce jsou { $columns }, řady 1-{ $size }
move-opening-area = { $point } je mimo oblast zahájení: { $area }
area-centre = kámen { $stone } musí stát na středovém bodě, { $centre }
area-within = kámen { $stone } musí stát ve středovém čtverci { $n }x{ $n }, { $square }
area-away = druhý kámen prvního hráče musí stát alespoň { $min } body od středu { $centre }, mimo čtverec { $square }{ $gpente ->
        [yes] , a ne 3 nebo 4 body od středu v jeho řadě nebo sloupci (G-Pente)
       *[no] {""}
    }
move-self-capture = { $point } by postavil vaše kameny do pozice k zajetí, což tato pravidla zakazují (i když by tah zajímal nebo vyhrával)
move-decision-required = nejdřív musí rozhodnout hráč { $seat }: { $expected }
move-no-decision = teď není v zahájení co rozhodovat; { $expected }
move-not-your-decision = rozhoduje hráč { $seat }, ne vy
move-no-such-seat = hráč { $seat } v této partii nehraje
move-already-left = hráč { $seat } už tuto partii opustil
move-no-such-colour = barva { $number } v této partii není
move-not-a-move = prohra na čas se nárokuje a remíza dohodne vlastními příkazy
move-offer-count = nabídněte přesně { $needed } pátých tahů, ne { $offered }
move-offered-twice = { $point } je nabídnut dvakrát
move-symmetric-offers = { $first } a { $second } jsou díky symetrii pozice tentýž tah; nabídněte deset různých tahů
move-not-offered = { $point } nebyl nabídnut; vyberte jeden z: { $offered }
move-no-pass-opening = dokud neskončí zahájení, nelze passovat
move-no-pass = tato pravidla passování neznají (pass=false)
expect-stone = položte kámen
expect-choose-colour = vyberte barvu: choose={ $first } nebo choose={ $second }
expect-swap2 = choose={ $first } nebo choose={ $second } pro výběr barvy, nebo položte další dva kameny (nejdřív { $second-colour }, pak { $first-colour })
expect-taraguchi-swap = vyberte barvu, abyste vyměnili nebo zůstali, nebo zahrajte další kámen a zůstaňte
expect-taraguchi-branch = choose={ $first } nebo choose={ $second } (možnost 1: zůstat nebo vyměnit, pak pátý kámen ve čtverci 9x9), nebo nabídněte deset pátých tahů (možnost 2)
expect-taraguchi-pick = vyberte jeden z nabídnutých pátých tahů: { $points }
end-reason-name = { $reason ->
        [five] pět v řadě
        [four] čtyři v řadě
        [six] šest v řadě
        [captures] zajetí
        [resign] vzdání
        [timeout] čas
        [forbidden] zakázaný tah
        [board-full] plná deska
        [no-legal-move] žádný povolený tah
        [agreement] dohoda
        [two-passes] dva passy
       *[other] { $reason }
    }
list-or = { $first } nebo { $second }
token-bad-colour = `{ $colour }` není barva této partie; použijte { $options }
token-unknown = `{ $token }` není tah: použijte souřadnici jako K10, choose=<barva>, offer=<c>,<c>,..., pick=<c>, pass nebo resign
coord-malformed = `{ $text }` není souřadnice: napište písmeno sloupce a číslo řady, např. { $example }
coord-no-column-i = na této desce není sloupec I (písmena I vynechávají); sloupce jsou { $columns }
coord-column-off-board = sloupec { $letter } je mimo desku; sloupce jsou { $columns }
coord-row-off-board = řada { $row } je mimo desku; řady jsou 1-{ $size }
rules-unknown-preset = neznámá pravidla `{ $name }`; známá pravidla: { $list }
rules-unknown-key = neznámá volba `{ $key }`; volby jsou: { $keys }
rules-bad-value = `{ $value }` není platná hodnota pro { $key }; očekává se { $expected }
rules-expected-values = { $key ->
        [size] liché číslo od 7 do 25
        [players] 2, 3 nebo 4
        [win_line] 5, 5+, 4, 4+ nebo 6+
        [capture_win] 5, 4 nebo off (zajetí se počítají po dvojicích)
        [self_capture] allowed, poof nebo forbidden
        [overtime] off, line-break nebo line-capture
        [opening] none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente nebo g-pente
        [renju_foul] refuse nebo lose
        [stones_per_turn] 1 nebo 2
       *[other] true nebo false
    }
rules-empty-spec = pravidla jsou prázdná; začněte hotovou variantou, např. pente
conflict-board-size = velikost desky { $size } není povolena; použijte lichou velikost od 7 do 25 (obvykle 9, 13, 15 nebo 19)
conflict-players = počet hráčů { $players } není povolen; použijte 2, 3 nebo 4
conflict-teams-need-four = týmy potřebují přesně 4 hráče (dva týmy po dvou)
conflict-needs-captures = { $option } potřebuje zajímání, a { $preset } ho nemá (nejdřív nastavte captures=true)
conflict-mixed-capture = mixed_capture má smysl jen se 3 nebo 4 hráči (dva hráči mají jednoho soupeře)
conflict-opening-for-two = zahájení { $opening } je pro dva hráče; s { $players } hráči použijte pro, long-pro nebo none
conflict-board-too-small = zahájení { $opening } potřebuje body { $distance } od středu; použijte desku alespoň { $size }
conflict-adjacent-only = adjacent_only nelze spojit se zahájením { $opening }: druhý kámen prvního hráče musí stát daleko od středu, kde se nemůže dotknout kamene
conflict-taraguchi-board = taraguchi-10 potřebuje středovou oblast 9x9; použijte desku alespoň 9
conflict-renju-captures = renju nemá zajímání; nastavte captures=false nebo zvolte jinou hru
conflict-renju-players = renju je hra pro dva
conflict-renju-win-line = zakázané tahy renju jsou definovány pro pět v řadě; ponechte win_line na 5+
conflict-pass = passování je pro dva hráče, kteří kladou jeden kámen na tah; nastavte pass=false
conflict-two-stones-captures = dva kameny na tah (Connect6) nelze spojit se zajímáním
conflict-two-stones-opening = dva kameny na tah (Connect6) už vyvažuje jediný první kámen černého; použijte opening=none
conflict-two-stones-renju = pravidla renju jsou pro jeden kámen na tah
clock-unreadable = `{ $typed }` nejsou hodiny: napište čas na tah (např. 30m, 1h, 3d) nebo minuty plus přídavek pro živé hodiny (např. 5m+10s, 10+5)
clock-bad-per-move = čas na tah musí být od 1 minuty do 14 dnů, ne { $typed }
clock-bad-base = živé hodiny začínají s 1 minutou až 3 hodinami pro každého, ne { $typed }
clock-bad-increment = přídavek živých hodin musí být od 0 do 5 minut, ne { $typed }


## Varianty (názvy beze změny) a pravidla ve zkratce: pro /pente rules, výzvy a lobby.

variant-pente = pět v řadě nebo 5 zajatých dvojic; zahájení Pro
variant-keryo-pente = Pente, kde se zajímají i trojice; 15 kamenů vyhrává
variant-gomoku = volný styl: pět a více v řadě, bez zajímání, začíná černý
variant-gomoku-standard = vyhrává přesně pět v řadě, delší řady ne
variant-renju = černý má zakázané tahy (3x3, 4x4, přesah); Taraguchi-10
variant-boat-pente = pětku lze rozbít zajetím v dalším tahu
variant-poof-pente = kdo vstoupí do sevření, přijde o vlastní dvojici
variant-g-pente = zahájení Pro s dalšími omezeními pro druhý bílý kámen
variant-d-pente = hráč 1 položí čtyři kameny, hráč 2 vybere barvu
variant-dk-pente = D-Pente se zajímáním Keryo
variant-swap2-pente = Pente se zahájením Swap2
variant-swap2-keryo = Keryo-Pente se zahájením Swap2
variant-o-pente = Keryo + Poof + Boat dohromady
variant-connect6 = šest v řadě; po prvním tahu černého dva kameny za tah
variant-team-pente = čtyři hráči ve dvou týmech, zajetí se sčítají
variant-pente-3p = Pente pro tři, každý sám za sebe
variant-pente-4p = Pente pro čtyři, každý sám za sebe
summary-separator = {", "}
summary-size = { $size }x{ $size }
summary-players = hráčů: { $players }
summary-teams = 2 týmy po 2
summary-row = { $overline ->
        [yes] { $length } a více v řadě
       *[no] přesně { $length } v řadě
    }
summary-renju-row = černý přesně 5 v řadě, bílý 5 a více
summary-captures = zajímání { $what ->
        [threes] dvojic a trojic
       *[pairs] dvojic
    }, { $stones } kamenů vyhrává
summary-captures-no-win = zajímání { $what ->
        [threes] dvojic a trojic
       *[pairs] dvojic
    }, bez výhry zajetím
summary-no-captures = bez zajímání
summary-poof = poof (sebezajetí)
summary-self-capture-forbidden = vstoupit do sevření je zakázáno
summary-line-break = pětku lze rozbít zajetím
summary-line-capture = pětku lze zajmout celou
summary-mixed-capture = smíšená zajetí
summary-renju-refuse = 3x3, 4x4 a přesahy černého se odmítají
summary-renju-lose = 3x3, 4x4 a přesahy černého prohrávají
summary-two-stones = dva kameny za tah
summary-adjacent-only = každý kámen se musí dotýkat jiného
summary-pass = passování povoleno, dva passy za sebou jsou remíza
summary-opening = zahájení: { $opening }
summary-first = začíná { $colour }


## Argumenty, které bot nedokázal přečíst, a příkazy na nesprávném místě.

argument-unreadable = `{ $input }` není hodnota, kterou tato volba přijímá; zkontrolujte, co očekává, a zkuste to znovu.
argument-unreadable-unknown = Jednu z voleb se nepodařilo přečíst; zkontrolujte, co která očekává, a zkuste to znovu.
command-outdated = Tento příkaz se právě změnil; zkuste to prosím znovu za minutu.
command-guild-only = Tento příkaz funguje jen na serveru.


## Záhlaví sloupců žebříčku (krátká: tabulka má pevnou šířku).

leaderboard-rank = #
leaderboard-player = hráč
leaderboard-rating = rating
leaderboard-games = partie
leaderboard-won = V
leaderboard-lost = P
leaderboard-drawn = R


## Co je špatně v importovaném zápisu partie (po import-unreadable).

record-error = řádek { $line }, sloupec { $column }: `{ $token }`: { $what }
record-too-large = zápis je větší než { $max } KiB
record-bad-header = záhlaví se píše [Key "value"]
record-rules-header = v záhlaví Rules: { $error }
record-no-game-header = zápis nemá záhlaví Game; přidejte [Game "Pente"] nebo zadejte --rules
record-unknown-game = neznámá hra `{ $name }`; zadejte pravidla přes --rules
record-after-result = za výsledkem nesmí nic následovat
