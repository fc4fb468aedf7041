"""The embedded broker: kombu's file-system transport, with a message file that appears whole.

kombu's own transport opens the message file under its final name and then writes it. A worker polling the
folder in between moves the empty file away, reads nothing and stops with a JSON error ("Unrecoverable
error"): with two processes sending and a worker polling every 50 ms, that happened now and then. Here the
message is written under a name no queue reads (it does not end in `.<queue>.msg`) and renamed into place
when complete; a rename within one folder is atomic, so a reader sees the whole message or none.

The broker URL `filesystem-atomic://` names it (cardwars_site/celery.py imports this module, which registers
the name with kombu, in every process that talks to the broker).
"""

import os
import uuid
from time import monotonic

from kombu.exceptions import ChannelError
from kombu.transport import TRANSPORT_ALIASES, filesystem
from kombu.utils.encoding import str_to_bytes
from kombu.utils.json import dumps

SCHEME = "filesystem-atomic"
PARTIAL = ".partial"  # a message file being written ends so, which no queue's pattern matches


class Channel(filesystem.Channel):
    def _put(self, queue, payload, **kwargs):
        """Put `payload` onto `queue`: written in full under a private name, then renamed to the name
        readers look for. The name is kombu's own (milliseconds, then a UUID), so messages keep their order."""
        name = os.path.join(self.data_folder_out, f"{int(round(monotonic() * 1000))}_{uuid.uuid4()}.{queue}.msg")
        partial = name + PARTIAL
        try:
            with open(partial, "wb") as f:
                f.write(str_to_bytes(dumps(payload)))
            os.replace(partial, name)
        except OSError as exc:
            raise ChannelError(f"Cannot add file {name!r} to directory") from exc


class Transport(filesystem.Transport):
    Channel = Channel


TRANSPORT_ALIASES[SCHEME] = f"{__name__}:Transport"
