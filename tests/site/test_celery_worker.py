"""A real worker process runs a task end to end over the configured broker."""

import pytest
from django.conf import settings

from cardwars_site.celery import app, echo

pytestmark = pytest.mark.integration


def test_it_runs_a_task_on_a_real_worker(worker_factory):
    worker_factory()
    result = echo.delay({"hello": "worker", "n": 3})
    assert result.get(timeout=60) == {"hello": "worker", "n": 3}


def test_it_uses_the_broker_the_environment_names():
    broker = app.connection_for_write().as_uri()
    if settings.REDIS_URL:
        assert broker.startswith("redis://")
    else:
        assert broker.startswith("filesystem-atomic://")


def test_it_answers_a_ping_only_while_the_worker_runs(worker_factory):
    worker = worker_factory()
    assert app.control.ping(destination=[worker.name], timeout=2)
    worker.kill()
    assert not app.control.ping(destination=[worker.name], timeout=1)


def test_simulation_tasks_go_to_their_own_queue():
    route = app.amqp.router.route({}, "matches.tasks.run_chunk")
    assert route["queue"].name == settings.SIMULATION_QUEUE
    assert app.conf.worker_prefetch_multiplier == 1
    assert app.conf.task_serializer == "json" and app.conf.accept_content == ["json"]


def test_a_message_file_is_never_seen_half_written(tmp_path, monkeypatch):
    # kombu's own file-system transport created the message file and then wrote it: a worker polling in
    # between took an empty file and stopped with a JSON error. Ours renames a complete file into place.
    if settings.REDIS_URL:
        pytest.skip("Redis queues are not files")
    from queue import Empty

    from kombu import Connection

    from cardwars_site import broker

    folders = {k: str(tmp_path / k) for k in ("data_folder_in", "processed_folder", "control_folder")}
    for folder in folders.values():
        (tmp_path / folder).mkdir()
    options = {**folders, "data_folder_out": folders["data_folder_in"], "store_processed": False}
    with Connection("filesystem-atomic://", transport_options=options) as conn:
        assert isinstance(conn.transport, broker.Transport)
        channel = conn.default_channel
        seen_while_writing = []
        real_replace = broker.os.replace

        def replace(src, dst):  # the moment before the message appears: a reader finds nothing yet
            try:
                seen_while_writing.append(channel._get("simulations"))
            except Empty:
                seen_while_writing.append(None)
            real_replace(src, dst)

        monkeypatch.setattr(broker.os, "replace", replace)
        channel._put("simulations", {"body": "chunk 7"})
        assert seen_while_writing == [None]
        assert channel._get("simulations") == {"body": "chunk 7"}
        assert list((tmp_path / "data_folder_in").iterdir()) == []
