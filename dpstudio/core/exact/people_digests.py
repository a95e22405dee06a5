"""The names of the two hashes the engine may give each person for the ledger's sample (people_sample.py), kept
apart from it so that the ledger names them without loading the engines.

- MD5_SHA256 (the sketch's scheme V3): the first 32 bits of MD5 of the salted text, then the first 32 bits of
  its SHA-256.
- SHA256 (scheme V2, in ledgers made before): the first 64 bits of SHA-256 of the salted text.
"""
MD5_SHA256, SHA256 = "md5-sha256", "sha256"
DIGESTS = (MD5_SHA256, SHA256)
