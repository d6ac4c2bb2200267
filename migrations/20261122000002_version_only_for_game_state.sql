-- Recording where a game's board message is (message_id, thread_id) is not a change of the
-- game: it must not bump the version, or every cached copy of the game would go stale after
-- each posted board. The version now moves only when the game's state does.
CREATE OR REPLACE FUNCTION bump_game_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.version = OLD.version AND
       ROW(NEW.status, NEW.plies, NEW.to_move_seat, NEW.winner_seats, NEW.end_reason,
           NEW.draw_offers, NEW.takeback_seat, NEW.takeback_to_ply, NEW.takeback_agreed,
           NEW.turn_seconds, NEW.turn_deadline, NEW.rules, NEW.rated)
       IS DISTINCT FROM
       ROW(OLD.status, OLD.plies, OLD.to_move_seat, OLD.winner_seats, OLD.end_reason,
           OLD.draw_offers, OLD.takeback_seat, OLD.takeback_to_ply, OLD.takeback_agreed,
           OLD.turn_seconds, OLD.turn_deadline, OLD.rules, OLD.rated)
    THEN
        NEW.version := OLD.version + 1;
    END IF;
    RETURN NEW;
END $$;

-- A removed or edited move bumps the version explicitly (no other column need change).
CREATE OR REPLACE FUNCTION touch_game_of_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games SET version = version + 1, updated_at = now() WHERE id = OLD.game_id;
    RETURN NULL;
END $$;
