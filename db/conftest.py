# Alembic's env.py and revision scripts only run inside Alembic; keep pytest's
# doctest collection out of them.
collect_ignore_glob = ["migrations/*"]
