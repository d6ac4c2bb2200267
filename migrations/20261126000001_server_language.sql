-- The language of a server's board messages, as a code of the bot's languages ('sv', 'ja');
-- NULL: the server's own Discord language. The service stores it and never reads it.
ALTER TABLE servers ADD COLUMN language TEXT
    CHECK (language ~ '^[a-z]{2,3}$');
