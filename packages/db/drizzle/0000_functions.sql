-- Polish-friendly search: fold case and diacritics (000 §5 letters, both cases) with a
-- function PostgreSQL accepts in a generated column (IMMUTABLE), on PGlite and PostgreSQL
-- alike without the unaccent extension.
CREATE OR REPLACE FUNCTION trybuna_unaccent(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(input), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz') $$;
