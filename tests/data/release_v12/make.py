"""Make a release bundle with release format 12 (main at 8ff82f3), signed by a throwaway key."""
import sys
from datetime import datetime, timezone
from pathlib import Path
import pandas as pd
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from dpstudio.core.ledger.signing import Signer
from dpstudio.core.pipeline.release import produce_release
from dpstudio.core.output.bundle import write_bundle
from dpstudio.core.output.release_format import RELEASE_VERSION

assert RELEASE_VERSION == 12
out = Path(sys.argv[1])
frame = pd.DataFrame({"pid": [f"P{i % 40}" for i in range(80)],
                      "age": [5 + (i * 7) % 90 for i in range(80)],
                      "sex": ["F", "M", "X"][:3] * 26 + ["F", "M"],
                      "stay": [float(1 + i % 9) for i in range(80)]})
plan = {"dpstudio_plan": 12, "columns": {"pid": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier",
                                         "stay": "other"},
        "privacy_unit": {"column": "pid", "max_rows": 2}, "budget": {"epsilon": 4, "delta": 1e-6},
        "queries": [{"id": "by_sex", "kind": "histogram", "epsilon": 1, "column": "sex", "categories": ["F", "M"],
                     "other": False},
                    {"id": "stay", "kind": "mean", "epsilon": 1, "column": "stay", "bounds": [0, 10]}]}
release = produce_release(frame, plan, created=datetime(2026, 12, 1, tzinfo=timezone.utc), language="de").release
signer = Signer(Ed25519PrivateKey.generate())
write_bundle(release, plan, out, signer=signer)
(out.parent / "office-public-key.pem").write_bytes(signer.public_pem)
