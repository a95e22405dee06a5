"""The ledger's refusals and a release's notes, said in the steward's language with the language's number marks
(issue 32): the English stays what the command line and the logs print."""
import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.ledger.book import Ledger, LedgerTampered
from dpstudio.core.ledger.refusals import LedgerRefusal
from dpstudio.core.output.output_claim import incomplete_state, staging_folder
from dpstudio.core.base.budget import Budget
from dpstudio.core.pipeline.publish import publish
from tests.core.test_bundle import fingerprint
from tests.core.test_ledger_tamper import tamper_budget


@pytest.fixture
def one_query(sample_plan) -> dict:
    """The sample plan's first query alone, at epsilon 1: a release costs epsilon 1."""
    return {**sample_plan, "budget": {"epsilon": 1, "delta": 0}, "queries": [{**sample_plan["queries"][0],
                                                                               "epsilon": 1}]}


def test_an_export_over_the_lifetime_budget_is_refused_in_the_stewards_language(sample_frame, one_query,
                                                                                  private_ledger, tmp_path):
    with Ledger(private_ledger) as ledger:
        ledger.set_budget(fingerprint(), Budget.of(1.5))
        publish(sample_frame, one_query, fingerprint(), tmp_path / "first", ledger)
        with pytest.raises(LedgerRefusal) as refused:
            publish(sample_frame, one_query, fingerprint(), tmp_path / "second", ledger)
    error = refused.value
    assert str(error) == ("refused: this release needs epsilon 1, but the dataset's lifetime budget of 1.5 has 1 "
                          "spent already (left: 0.5). Spend less (lower the queries' epsilons), or, if it is "
                          "justified and approved, raise the lifetime budget.")
    assert error.said("de") == ("abgelehnt: diese Veröffentlichung braucht Epsilon 1, aber vom Gesamtbudget 1,5 des "
                                "Datensatzes ist bereits 1 verbraucht (übrig: 0,5). Verbrauchen Sie weniger (senken "
                                "Sie die Epsilons der Abfragen) oder erhöhen Sie, wenn es begründet und genehmigt "
                                "ist, das Gesamtbudget.")
    assert error.said("el") == ("απορρίφθηκε: αυτή η δημοσίευση χρειάζεται epsilon 1, αλλά από τον συνολικό "
                                "προϋπολογισμό 1,5 του συνόλου δεδομένων έχουν ήδη δαπανηθεί 1 (απομένει: 0,5). "
                                "Δαπανήστε λιγότερο (μειώστε τα epsilon των ερωτημάτων) ή, αν δικαιολογείται και "
                                "έχει εγκριθεί, αυξήστε τον συνολικό προϋπολογισμό.")
    assert "1.5" in error.said("zh") and "0.5" in error.said("zh") and "总预算" in error.said("zh")
    assert not (tmp_path / "second").exists()


def test_lowering_the_budget_below_what_was_spent_is_refused_with_the_figures_in_the_languages_marks(private_ledger):
    with Ledger(private_ledger) as ledger:
        ledger.set_budget("d", Budget.of(2.5))
        ledger.charge("d", Budget.of(1.25), "0" * 64, "/out")
        with pytest.raises(InputError) as refused:
            ledger.set_budget("d", Budget.of(0.5))
    assert "(asked: epsilon 0.5, delta 0; spent: epsilon 1.25, delta 0)" in str(refused.value)
    assert "(verlangt: Epsilon 0,5, Delta 0; verbraucht: Epsilon 1,25, Delta 0)" in refused.value.said("de")
    assert "(ζητήθηκαν: epsilon 0,5, delta 0· δαπανήθηκαν: epsilon 1,25, delta 0)" in refused.value.said("el")


def test_a_tampered_ledger_is_refused_in_the_language_with_each_part_said(private_ledger, sample_frame,
                                                                         sample_plan, tmp_path):
    with Ledger(private_ledger) as ledger:
        ledger.set_budget(fingerprint(), Budget.of(10))
        ledger.set_budget("other", Budget.of(10))
    tamper_budget(private_ledger, "99")  # both budget records: two problems
    with Ledger(private_ledger) as ledger, pytest.raises(LedgerTampered) as refused:
        publish(sample_frame, sample_plan, fingerprint(), tmp_path / "out", ledger)
    english, german = str(refused.value), refused.value.said("de")
    assert "(record 1: its content does not match its hash (it was changed), and 1 more); nothing was released or " \
           "charged." in english
    assert german.startswith(f"abgelehnt: das Budgetbuch unter {private_ledger} wurde außerhalb von dpstudio "
                             "verändert (Eintrag 1: sein Inhalt passt nicht zu seinem Hashwert (er wurde verändert), "
                             "und 1 weiteres Problem); nichts wurde veröffentlicht oder verbucht. Stellen Sie das "
                             "Budgetbuch aus einer Sicherung wieder her")
    assert "και 1 ακόμη πρόβλημα)· τίποτα δεν δημοσιεύθηκε ούτε χρεώθηκε." in refused.value.said("el")


def test_a_releases_notes_on_a_stale_claim_and_an_incomplete_release_are_said_in_the_language(
        sample_frame, one_query, private_ledger, tmp_path):
    out = tmp_path / "release"
    staging_folder(out).mkdir()  # a claim left by a crash: the next release removes it and says so
    with Ledger(private_ledger) as ledger:
        ledger.set_budget(fingerprint(), Budget.of(5))
        done = publish(sample_frame, one_query, fingerprint(), out, ledger)
        [note] = [n for n in done.steward_notes if n.startswith("removed ")]
        assert note == (f"removed {staging_folder(out)}, left by a release into this folder that did not finish (a "
                        "crash or a full disk)")
        assert note.said("de").startswith(f"{staging_folder(out)} entfernt; es stammte von einer Veröffentlichung")
        assert note.said("el").startswith(f"αφαιρέθηκε το {staging_folder(out)}, που άφησε μια δημοσίευση")
        ledger.charge(fingerprint(), Budget.of(1), "0" * 64, str(tmp_path / "never"))  # charged, never delivered
        entry = ledger.releases(fingerprint())[-1]
    assert incomplete_state(entry) == "INCOMPLETE (charged; the export did not finish)"
    assert incomplete_state(entry).said("de") == "UNVOLLSTÄNDIG (verbucht; der Export wurde nicht fertig)"


def test_a_table_that_may_be_known_people_is_refused_in_the_language_with_every_population_named():
    from dpstudio.core.ledger.population_match import KnownPopulation, PopulationMatch, check_determined
    from dpstudio.core.ledger.population import Sketch

    sketch = Sketch("person", (), 1350, ("id",))
    populations = tuple(KnownPopulation(f"{n}" * 16, sketch, f"{name}.csv", "2026-01-02")
                        for n, name in ((1, "a"), (2, "b")))
    with pytest.raises(InputError) as refused:
        check_determined(PopulationMatch(sketch, undetermined=populations))
    assert refused.value.message == ("dpstudio cannot tell whether the 1,350 people of this table belong to "
                                     "population 111111111111 (first seen in 'a.csv'); population 222222222222 (first "
                                     "seen in 'b.csv'): too few of them can be compared with its sample")
    assert refused.value.message.said("de").startswith("dpstudio kann nicht sagen, ob die 1.350 Personen dieser "
                                                       "Tabelle zu Population 111111111111 (zuerst gesehen in "
                                                       "'a.csv'); Population 222222222222")
    assert "1.350 πρόσωπα" in refused.value.message.said("el") and "'a.csv')· πληθυσμός 222222222222" in \
        refused.value.message.said("el")
