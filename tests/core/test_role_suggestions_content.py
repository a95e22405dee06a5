"""A generic "name" or "id" in the header is a person's only when nothing else claims it: clinic_name
is a clinic's, test_id a test's record number (an identifier when unique, never "sensitive")."""
import pandas as pd

from dpstudio.core.plan.role_suggestions import suggest_role
from dpstudio.core.plan.roles import ColumnRole

CLINICS = pd.Series(["St Anna", "Nord", "Süd", "West", "Ost"] * 40)
UNIQUE = pd.Series([f"T{i:05d}" for i in range(200)])
REPEATED = pd.Series([f"T{i % 7}" for i in range(200)])


def role(name, column):
    suggestion = suggest_role(name, column)
    return suggestion.role if suggestion else None


def test_an_organisations_name_is_not_a_persons():
    assert role("clinic_name", CLINICS) is None
    assert role("Krankenhaus Name", CLINICS) is None
    assert role("patient_name", pd.Series([f"Person {i}" for i in range(200)])) is ColumnRole.IDENTIFIER
    assert role("name", CLINICS) is ColumnRole.IDENTIFIER  # a bare "name" is taken as a person's


def test_an_id_of_a_test_is_a_record_number_or_nothing_never_sensitive():
    unique = suggest_role("test_id", UNIQUE)
    assert unique.role is ColumnRole.IDENTIFIER and "record number" in unique.reason
    assert role("test_id", REPEATED) is None
    assert role("ward_id", REPEATED) is None
    assert role("test_result", pd.Series(["pos", "neg"] * 100)) is ColumnRole.SENSITIVE
