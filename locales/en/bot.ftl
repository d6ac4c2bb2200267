# The bot's words in English: the reference for every other language.
# Coordinates (K10), move tokens (choose=black), commands (/pente move) and variant names
# (pente, renju) stay as they are in every language; { $name } is filled in by the bot.

## Refusals: what the user did that was refused, and what would be right.
## The first letter is upper-cased by the bot.

refusal-no-such-game = there is no game #{ $id }
refusal-no-game-going = You have no game going on. Start one with `/pente challenge`.
refusal-which-game = You have no game in this channel; name one with `game:` ({ $games }).
refusal-default-rules-players = the default rules must be for a two-player game (lobbies choose their own number of players); { $rules } is for { $players }
refusal-no-such-challenge = there is no challenge #{ $id }
refusal-not-in-game = you are not playing in game #{ $id }
refusal-not-invited = this challenge is not for you
refusal-not-host = only the player who made challenge #{ $id } can do that
refusal-challenge-closed = challenge #{ $id } is { $status ->
        [expired] expired
        [declined] declined
        [accepted] accepted
        [cancelled] cancelled
       *[other] { $status }
    }; start a new one with /pente challenge
refusal-unfair-rating = a rated two-player game needs an opening that makes it fair (pro, long-pro, swap, swap2, taraguchi-10, d-pente or g-pente); add opening:pro, or leave rated off
refusal-custom-rules-rated = a rated game is played under its variant's own rules (only the opening, and players or teams, may change); drop the other options, or leave rated off
refusal-self-challenge = you cannot challenge yourself
refusal-duplicate-player = { $name } is listed twice
refusal-wrong-player-count = these rules are for { $needed } players, but { $got } were named
refusal-already-joined = you are already in this lobby
refusal-lobby-full = the lobby is full ({ $count } players)
refusal-lobby-not-ready = the lobby needs { $needed } players to start; { $got } have joined
refusal-host-cannot-leave = the host cannot leave the lobby; close it instead
refusal-left-game = you have left game #{ $id }; the others play on without you
refusal-takeback-past-drop-out = a takeback cannot undo another player's resignation or timeout
refusal-bad-clock = the time per move must be at least one second
refusal-game-not-over = game #{ $id } is still going: a rematch comes after the end
refusal-game-not-active = game #{ $id } is { $status ->
        [finished] finished
        [cancelled] cancelled
        [active] active
       *[other] { $status }
    }
refusal-position-changed = the position changed since you saw it (it was at move { $expected }, now at move { $actual }, or a move was taken back); look at the new board and try again
refusal-no-draw-offer = nobody has offered a draw in game #{ $id }; use /pente draw to offer one
refusal-draw-already-offered = you have already offered a draw; waiting for the others
refusal-no-takeback = nobody has asked for a takeback in game #{ $id }
refusal-own-takeback = you cannot accept your own takeback request
refusal-nothing-to-take-back = you have no move to take back
refusal-takeback-pending = a takeback request is already waiting in game #{ $id }
refusal-not-timed-out = the player to move still has time (until { $until }); you can claim the game after that
refusal-no-clock = game #{ $id } has no move clock, so nobody can lose on time
refusal-own-timeout = it is your turn: you cannot claim a timeout against yourself
refusal-too-late-to-cancel = game #{ $id } has begun: it can no longer be cancelled; resign instead
refusal-bad-level = the computer plays levels 1 to 8, not { $level }
refusal-computer-two-players = the computer plays two-player games only; this variant is for { $count }
refusal-computer-no-draw = the computer does not agree to draws: play on, or resign
refusal-computer-rated-takeback = rated games against the computer have no takebacks
refusal-flag-fell = your time ran out in game #{ $id }: it is lost on time
refusal-duplicate = this was already done (the same request arrived twice)
refusal-outage = the database is not available right now; please try again in a moment
refusal-our-fault = Something went wrong on our side; please try again in a moment.
command-failed = Something went wrong on our side; please try again.
move-game-over = the game is over
move-not-your-turn = it is not your turn: player { $seat } ({ $colour }) is to play
move-occupied = { $point } is already occupied
move-not-adjacent = { $point } touches no stone; with adjacent-only rules every stone must be next to another
move-renju-foul = { $point } is forbidden for Black: it makes { $foul ->
        [overline] an overline (six or more in a row)
        [double-four] a double four ({ $shape })
       *[double-three] a double three ({ $shape })
    }

## Answering in time.

thinking-answer-below = Sorry for the wait: the answer is below.
posted-in-thread = Posted in the game's thread: { $thread }.

## /pente settings

settings-need-server = Settings belong to a server; use this in one.
settings-need-manage = Only members with the Manage Server permission can change the settings.
settings-saved = Saved. { $settings }
settings-text = Games in threads: **{ $threads ->
        [on] on
       *[off] off
    }**. Default rules: **{ $rules }**.
settings-language = Board messages in: **{ $language }**.
settings-bad-language = `{ $input }` is not one of the bot's languages: use { $codes }, or `discord` to follow the server's Discord language.

## Board messages (in the server's language). Players' names are never translated.

colour-white = white
colour-black = black
colour-red = red
colour-blue = blue
game-heading = **Game #{ $id } · { $variant }** · { $players }
players-versus = { $left } vs { $right }
player-with-colour = { $player } ({ $colour })
seat-number = seat { $seat }
computer-name = Computer (level { $level })
action-placed = { $who } played **{ $move }**
action-chose = { $who } took **{ $colour }**
action-offered = { $who } offered { $count } fifth moves
action-picked = { $who } picked **{ $point }**
action-passed = { $who } passed
action-resigned = { $who } resigned
action-timed-out = { $who } ran out of time
action-draw = The players agreed a draw
action-with-captures = { $action } and captured { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    }
action-sentence = { $action }.
captures-line = Captures: { $scores }
capture-score = { $colour } { $count }{ $target }
reason-row = { $length ->
        [4] with four in a row
        [6] with six in a row
       *[other] with five in a row
    }
reason-captures = by captures
reason-resign = by resignation
reason-timeout = on time
reason-forbidden = because the other side played a forbidden point
reason-board-full = (the board is full)
reason-no-legal-move = (no legal move is left)
reason-agreement = by agreement
reason-two-passes = (both players passed)
status-drawn = **The game is drawn** { $reason }.
status-won = **{ $winners } { $count ->
        [one] wins
       *[other] win
    }** { $reason }.
list-and = { $first } and { $second }
status-cancelled = The game was cancelled.
status-to-decide = { $player } ({ $colour }) to decide: `{ $command }`{ $clock }
status-must-pass = { $player } ({ $colour }) must pass (every free point is forbidden): `{ $command }`{ $clock }
status-to-move = { $player } ({ $colour }) to move: `{ $command }`{ $clock }
clock-runs-out = { " " }· time runs out { $when }
clock-has-left = { " " }· { $player } has { $left }
reminder = { $player }, it is your move in game #{ $id }: your time runs out { $when }. Play with `/pente move`.

## Buttons (labels: at most 80 characters).

button-play-with-buttons = Play with buttons
button-pass = Pass
button-rematch = Rematch
button-accept = Accept
button-decline = Decline

## The words drawn on the board picture (short: they share a strip with the names).

picture-to-move = to move
picture-to-decide = to decide
picture-captures = captures
picture-team-captures = team captures
picture-team-short = team
picture-wins = wins
picture-draw = draw
picture-out = out


## Around the moves: draws, takebacks, lobbies, lists.

button-join = Join
button-leave = Leave
button-start = Start
button-close = Close
button-accept-draw = Accept draw
button-allow-takeback = Allow takeback
button-refuse = Refuse
draw-offer = { $heading }
    { $agreed } { $count ->
        [one] offers
       *[other] agree to
    } a draw. { $others }: accept or decline with the buttons (or `/pente draw`).
takeback-request = { $heading }
    { $who } asks to take back their last move ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } would be undone). { $others }: accept or decline with the buttons.
taken-back = { $count ->
        [one] The last move was taken back.
       *[other] The last { $count } actions were taken back.
    }
declined = { $heading }
    { $who } { $withdrawn ->
        [yes] withdrew
       *[no] declined
    } the { $what ->
        [draw] draw
       *[takeback] takeback
    }; the game goes on.
    { $status }
started-in-thread = { $heading }
    The game has started: it is played in the thread below.
thread-name = Game #{ $id } · { $variant }
note-you-played = You played **{ $move }**.
own-challenge = This is your own challenge: wait for the others, or press Decline to withdraw it.
grid-not-yours = Only the player to move can use the grid, on their turn.
games-line = **#{ $id }** { $variant } against { $opponents } in { $channel }, move { $move }{ $turn }
games-your-turn = { " " }· **your turn**
games-more = …and { $count } more (the `game:` option lists them all).


## Challenges and lobbies (in the server's language), and clocks.

challenge-message = { $host } challenges { $who } to **{ $variant }**{ $rated }
    Rules: { $rules }{ $clock }
    { $status }
challenge-rated = { " " }(rated)
challenge-anyone = anyone
challenge-waiting = Waiting for { $who } to accept (expires { $when }).
challenge-declined = The challenge was declined.
challenge-withdrawn = The challenge was withdrawn.
challenge-expired = The challenge expired: nobody answered in time.
game-started = The game has started.
challenge-clock = Clock: { $terms }; whoever runs out loses.
lobby-message = { $host } opens a lobby for **{ $variant }**{ $rated }: { $players } players{ $teams }, colours { $colours }
    Rules: { $rules }{ $clock }
    Players ({ $joined }/{ $players }): { $list }
    { $status }
lobby-in-teams = { " " }in two teams
lobby-host = { $player } (host)
lobby-open = Join with the button. The game starts when all { $players } seats are taken{ $early }; seats are drawn at random (expires { $when }).
lobby-early = , or earlier when { $host } presses Start
lobby-closed = The lobby was closed.
lobby-expired = The lobby expired before enough players joined.
lobby-clock = Clock: { $terms }; whoever runs out is out.
clock-per-move = { $time } per move
clock-live = { $time } each (live)
clock-live-increment = { $time } each + { $increment } per move (live)
duration-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
duration-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
duration-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
duration-seconds = { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }


## Opening decisions and the button grid.

decide-take = Take { $colour }
decide-place-two = Place two more
decide-swap = Swap: take { $colour }
decide-stay = Stay { $colour }
decide-option-one = Option 1: take { $colour }
decide-option-two = Option 2: offer ten
hint-type = Type it with `/pente move`: { $hint }.
hint-none = There is no decision to make now; play with `/pente move`.
grid-text = Game #{ $id }: points { $from } to { $to }. Press a point to play it; the arrows move the window.


## Ratings, statistics and history.

leaderboard-empty = No rated **{ $family }** games yet ({ $scope }). Rated games: `/pente challenge ... rated:true`.
leaderboard-no-page = The **{ $family }** leaderboard ({ $scope }) has no page { $page }.
leaderboard-title = **{ $family }** leaderboard ({ $scope }), page { $page }:
leaderboard-provisional = ? = provisional (too few games yet)
leaderboard-no-server = There is no server here; use scope:global.
scope-global = global
scope-server = this server
stats-none = { $player } has no rated games yet.
stats-title = Ratings of { $player }:
stats-line = **{ $family }** ({ $scope }): { $rating }{ $provisional } ± { $deviation } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $won } won, { $lost } lost, { $drawn } drawn
stats-provisional = { " " }(provisional)
record-streak = Streak: { $count } { $result ->
        [win] won
        [loss] lost
       *[draw] drawn
    } in a row.
record-favourite = Favourite opening: { $opening } ({ $count ->
        [one] { $count } game
       *[other] { $count } games
    }).
record-recent = Recent games:
history-none = { $player } has no finished games yet.
history-title = Latest games of { $player }:
history-export = `/pente export game:<number>` gives a game's record.
past-line = **#{ $id }** { $variant } against { $opponents }: { $result ->
        [win] won
        [loss] lost
        [draw] drawn
       *[cancelled] cancelled
    }{ $reason }{ $rated }, { $moves } moves{ $when }
past-rated = , rated


## Ratings on the board, the rate limit, records and replays.

ratings-line = Ratings ({ $family }, { $scope }): { $changes }
slow-down = Slow down: at most { $setting } actions per player. Try again in { $seconds } s.
other-bots = Other bots cannot play; challenge a person, or play me with `/pente play-bot`.
import-too-big = `{ $file }` is { $size } KB; a game record is at most { $max } KB.
import-no-file = Discord did not give me the file; please try again.
import-not-text = `{ $file }` is not a text file; export a game from pente.org (or `/pente export`) and attach that.
import-unreadable = `{ $file }` could not be read: { $error }
imported = `{ $file }`: **{ $variant }**, { $first } vs { $second }, { $moves } moves, { $outcome }. For review only: not stored, not rated.
imported-drawn = drawn
imported-won = won by { $winners } ({ $reason })
imported-unfinished = not finished
export-text = The record of game #{ $id } ({ $variant }), in pente.org's format.
replay-text = { $heading }
    Replay, move { $ply } of { $total }{ $what }.
replay-played = : { $who } played { $move }
replay-empty = : the empty board
gif-too-long = Game #{ $id } is too long for one GIF ({ $size } MB); step through it with the buttons.
gif-caption = Game #{ $id }, every move.
gif-failed = The replay could not be drawn; sorry.


## Rule options, autocomplete, the rules.

options-not-key-value = `{ $pair }` is not an option: write key=value, e.g. `captures=false` (`/pente rules` lists the keys)
autocomplete-your-turn = { " " }(your turn)
rules-coordinates = Coordinates: columns { $columns }, rows from the bottom (e.g. { $example }).
rules-options = Rule options (`options:` as key=value, e.g. `captures=false`): { $keys }.

## Help.

help-text =
    { "**" }Pente on Discord**
    `/pente challenge @player [variant] [size] [opening] [first]`: challenge someone; they get Accept / Decline buttons.
    `/pente lobby [variant] [players]`: a game for 3-4 players (or teams) that anyone may join.
    `/pente move K10`: play a stone (letters are columns, numbers are rows from the bottom). Opening decisions too: `choose=black`.
    `/pente board`: show the board of your game here. `/pente games`: your games.
    `/pente resign`: give up. `/pente draw`: offer a draw. `/pente takeback`: ask to undo your last move.
    `/pente cancel`: call off a game before its second move. `/pente rules [variant]`: the rules.
    Every command takes `game:` to pick one of several games.
    `/pente settings [threads] [default_rules] [language]`: this server's settings (Manage Server to change them).
    `/pente review game`: the engine's review of a finished game (also the Review button under the last board). `/pente prefs`: your board theme, move confirmation and turn messages.


## The rules engine's refusals: illegal moves, opening decisions, tokens, rule options, clocks.
## Coordinates, tokens (choose=black), option keys and values and variant names stay as typed.

move-off-board = ({ $x }, { $y }) is off the board; columns are { $columns }, rows 1-{ $size }
move-opening-area = { $point } is outside the opening area: { $area }
area-centre = stone { $stone } must be on the centre point, { $centre }
area-within = stone { $stone } must be within the central { $n }x{ $n } square, { $square }
area-away = the first player's second stone must be at least { $min } points from the centre { $centre }, outside the square { $square }{ $gpente ->
        [yes] , and not 3 or 4 points from the centre on its row or column (G-Pente)
       *[no] {""}
    }
move-self-capture = { $point } would put your stones into a capture position, which these rules forbid (even when it would capture or win)
move-decision-required = player { $seat } must decide first: { $expected }
move-no-decision = there is no opening decision to make now; { $expected }
move-not-your-decision = it is player { $seat }'s decision, not yours
move-no-such-seat = player { $seat } is not in this game
move-already-left = player { $seat } has already left this game
move-no-such-colour = colour { $number } is not in this game
move-not-a-move = a timeout is claimed and a draw agreed with their own commands
move-offer-count = offer exactly { $needed } fifth moves, not { $offered }
move-offered-twice = { $point } is offered twice
move-symmetric-offers = { $first } and { $second } are the same move by symmetry of the position; offer ten different moves
move-not-offered = { $point } was not offered; pick one of { $offered }
move-no-pass-opening = no passing until the opening is over
move-no-pass = these rules have no passing (pass=false)
expect-stone = place a stone
expect-choose-colour = choose a colour: choose={ $first } or choose={ $second }
expect-swap2 = choose={ $first } or choose={ $second } to pick a colour, or place two more stones ({ $second-colour } then { $first-colour })
expect-taraguchi-swap = choose a colour to swap or stay, or play the next stone to stay
expect-taraguchi-branch = choose={ $first } or choose={ $second } (option 1: keep or swap, then the fifth stone in the 9x9 square), or offer ten fifth moves (option 2)
expect-taraguchi-pick = pick one of the offered fifth moves: { $points }
end-reason-name = { $reason }
list-or = { $first } or { $second }
token-bad-colour = `{ $colour }` is not a colour in this game; use { $options }
token-unknown = `{ $token }` is not a token: use a coordinate like K10, choose=<colour>, offer=<c>,<c>,..., pick=<c>, pass or resign
coord-malformed = `{ $text }` is not a coordinate: write a column letter and a row number, like { $example }
coord-no-column-i = there is no column I on this board (letters skip I); columns are { $columns }
coord-column-off-board = column { $letter } is off the board; columns are { $columns }
coord-row-off-board = row { $row } is off the board; rows are 1-{ $size }
rules-unknown-preset = unknown rules `{ $name }`; known rules: { $list }
rules-unknown-key = unknown option `{ $key }`; options are: { $keys }
rules-bad-value = `{ $value }` is not a valid value for { $key }; expected { $expected }
rules-expected-values = { $key ->
        [size] an odd number from 7 to 25
        [players] 2, 3 or 4
        [win_line] 5, 5+, 4, 4+ or 6+
        [capture_win] 5, 4 or off (captures counted in pairs)
        [self_capture] allowed, poof or forbidden
        [overtime] off, line-break or line-capture
        [opening] none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente or g-pente
        [renju_foul] refuse or lose
        [stones_per_turn] 1 or 2
       *[other] true or false
    }
rules-empty-spec = the rules are empty; start with a preset such as pente
conflict-board-size = board size { $size } is not allowed; use an odd size from 7 to 25 (9, 13, 15 and 19 are usual)
conflict-players = { $players } players is not allowed; use 2, 3 or 4
conflict-teams-need-four = teams need exactly 4 players (two teams of two)
conflict-needs-captures = { $option } needs captures, and { $preset } has none (set captures=true first)
conflict-mixed-capture = mixed_capture only matters with 3 or 4 players (two players have one opponent)
conflict-opening-for-two = the { $opening } opening is for two players; use pro, long-pro or none with { $players } players
conflict-board-too-small = the { $opening } opening needs points { $distance } away from the centre; use a board of at least { $size }
conflict-adjacent-only = adjacent_only cannot be combined with the { $opening } opening: the first player's second stone must be far from the centre, where it cannot touch a stone
conflict-taraguchi-board = taraguchi-10 needs a 9x9 central area; use a board of at least 9
conflict-renju-captures = renju has no captures; set captures=false or use another game
conflict-renju-players = renju is a two-player game
conflict-renju-win-line = renju's forbidden moves are defined for five in a row; keep win_line at 5+
conflict-pass = pass is for two players placing one stone a turn; set pass=false
conflict-two-stones-captures = two stones a turn (Connect6) cannot be combined with captures
conflict-two-stones-opening = two stones a turn (Connect6) is already balanced by Black's single first stone; use opening=none
conflict-two-stones-renju = renju's rules are for one stone a turn
clock-unreadable = `{ $typed }` is not a clock: write a time per move (e.g. 30m, 1h, 3d) or minutes plus increment for a live clock (e.g. 5m+10s, 10+5)
clock-bad-per-move = a time per move must be from 1 minute to 14 days, not { $typed }
clock-bad-base = a live clock starts with 1 minute to 3 hours each, not { $typed }
clock-bad-increment = a live clock's increment must be from 0 to 5 minutes, not { $typed }


## The variants (names stay as they are) and the rules in short, for /pente rules, challenges and lobbies.

variant-pente = five in a row or 5 captured pairs; Pro opening
variant-keryo-pente = Pente where threes can be captured too; 15 stones win
variant-gomoku = freestyle: five or more in a row, no captures, Black first
variant-gomoku-standard = exactly five in a row wins, overlines do not
variant-renju = Black has forbidden moves (3x3, 4x4, overline); Taraguchi-10
variant-boat-pente = a five can be broken by a capture on the next move
variant-poof-pente = moving into a bracket gets your own pair captured
variant-g-pente = Pro opening with extra limits on the second white stone
variant-d-pente = player 1 places four stones, player 2 picks a colour
variant-dk-pente = D-Pente with Keryo captures
variant-swap2-pente = Pente with the Swap2 opening
variant-swap2-keryo = Keryo-Pente with the Swap2 opening
variant-o-pente = Keryo + Poof + Boat together
variant-connect6 = six in a row; two stones a turn after Black's first
variant-team-pente = four players in two teams, captures pooled
variant-pente-3p = three-player free-for-all Pente
variant-pente-4p = four-player free-for-all Pente
summary-separator = {", "}
summary-size = { $size }x{ $size }
summary-players = { $players } players
summary-teams = 2 teams of 2
summary-row = { $overline ->
        [yes] { $length } or more in a row
       *[no] exactly { $length } in a row
    }
summary-renju-row = Black exactly 5 in a row, White 5 or more
summary-captures = captures of { $what ->
        [threes] pairs and threes
       *[pairs] pairs
    }, { $stones } stones win
summary-captures-no-win = captures of { $what ->
        [threes] pairs and threes
       *[pairs] pairs
    }, no capture win
summary-no-captures = no captures
summary-poof = poof (self-capture)
summary-self-capture-forbidden = moving into a bracket is forbidden
summary-line-break = a five can be broken by capture
summary-line-capture = a five can be captured whole
summary-mixed-capture = mixed captures
summary-renju-refuse = Black's 3x3, 4x4 and overlines are refused
summary-renju-lose = Black's 3x3, 4x4 and overlines lose
summary-two-stones = two stones a turn
summary-adjacent-only = every stone must touch another
summary-pass = passing allowed, two passes in a row draw
summary-opening = opening: { $opening }
summary-first = { $colour } moves first


## Arguments Discord sent that the bot could not read, and commands out of place.

argument-unreadable = `{ $input }` is not a value this option takes; check what it asks for and try again.
argument-unreadable-unknown = One of the options could not be read; check what each asks for and try again.
command-outdated = This command has just changed; please try again in a minute.
command-guild-only = This command works only in a server.


## The leaderboard's column headings (short: the table is monospace).

leaderboard-rank = #
leaderboard-player = player
leaderboard-rating = rating
leaderboard-games = games
leaderboard-won = W
leaderboard-lost = L
leaderboard-drawn = D


## What is wrong in an imported game record (after import-unreadable).

record-error = line { $line }, column { $column }: `{ $token }`: { $what }
record-too-large = the record is larger than { $max } KiB
record-bad-header = a header is written [Key "value"]
record-rules-header = in the Rules header: { $error }
record-no-game-header = the record has no Game header; add [Game "Pente"] or give --rules
record-unknown-game = unknown game `{ $name }`; give the rules with --rules
record-after-result = nothing may follow the result
