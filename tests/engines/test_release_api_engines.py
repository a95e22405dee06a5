"""`dpstudio.release_uncharged` on a real PostgreSQL 15 server and a local Spark session: an Ibis table, a connection
with table=, and a database URL with table= each give the DataFrame's exact answers (no file order there:
the plan's order_by decides); a missing table and randomized response on a remote engine are refused."""
import pytest

import dpstudio
from dpstudio.api import opened_source
from dpstudio.core.base.errors import InputError, PlanError
from dpstudio.core.plan.release_plan import parse_plan
from tests.core.test_release_sources import assert_same_as_frame, ordered, sample_frame, sample_plan, with_visits

TABLE = "api_admissions"


@pytest.fixture(scope="module")
def visits():
    return with_visits(sample_frame())


@pytest.fixture(scope="module")
def plan_dict():
    return ordered(sample_plan())


@pytest.fixture(scope="module")
def postgres_table(load_postgres_table, visits):
    return load_postgres_table(TABLE, visits)


def test_a_postgres_ibis_table(postgres_table, visits, plan_dict):
    with opened_source(postgres_table, parse_plan(plan_dict)) as opened:
        assert opened.engine == "postgres" and opened.row_order is None and not opened.rows_local
    assert_same_as_frame(postgres_table, visits, plan_dict)


def test_a_postgres_connection_or_url_with_a_table_name(postgres_table, postgres_con, postgres_env, visits, plan_dict):
    assert_same_as_frame(postgres_con, visits, plan_dict, table=f"public.{TABLE}")
    assert_same_as_frame(postgres_env, visits, plan_dict, table=TABLE)


def plan_dict_with_rows():
    """The sample plan (randomized response included), ordered by visit."""
    plan = sample_plan()
    plan["dpstudio_plan"] = 3
    plan["columns"]["visit"] = "other"
    plan["privacy_unit"]["order_by"] = "visit"
    return plan


def test_a_missing_postgres_table_and_randomized_response_are_refused(postgres_table, postgres_con, postgres_env):
    for source in (postgres_con, postgres_env):
        with pytest.raises(InputError, match="no table 'public.no_such_table'"):
            dpstudio.release_uncharged(source, plan_dict_with_rows(), table="public.no_such_table")
    with pytest.raises(PlanError, match="randomized response needs each row"):
        dpstudio.release_uncharged(postgres_table, plan_dict_with_rows())


def test_publish_charges_a_database_table_to_the_population_of_its_rows(postgres_table, postgres_con, postgres_env,
                                                                       visits, plan_dict, tmp_path, private_ledger):
    """dpstudio.publish from a URL with table=, then from a connection: the same people, the same lifetime budget."""
    from dpstudio.core.ledger.book import Ledger
    from dpstudio.core.ledger.population_match import population_of, set_lifetime_budget
    from dpstudio.core.base.budget import Budget

    spent = parse_plan(plan_dict).spent()
    with Ledger(private_ledger) as ledger:
        set_lifetime_budget(ledger, population_of(ledger, visits, "patient_id"), Budget.of(1.5 * spent.epsilon),
                            "visits", None)
    done = dpstudio.publish(postgres_env, plan_dict, out=tmp_path / "db", table=TABLE)
    assert (done.folder / "SHA256SUMS").is_file() and done.spent == spent
    with pytest.raises(dpstudio.BudgetExceeded, match="spent already"):
        dpstudio.publish(postgres_con, plan_dict, out=tmp_path / "again", table=f"public.{TABLE}")
    assert not (tmp_path / "again").exists()

@pytest.mark.engines_slow
def test_a_spark_ibis_table(load_spark_table, visits, plan_dict):
    table = load_spark_table("api_admissions_view", visits)
    with opened_source(table, parse_plan(plan_dict)) as opened:
        assert opened.engine == "spark" and opened.row_order is None and not opened.rows_local
    assert_same_as_frame(table, visits, plan_dict)
