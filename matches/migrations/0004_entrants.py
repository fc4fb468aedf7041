"""Runs of any game: a game and a format on MatchRun, entrants and their seats as rows, and places and a
termination on GameResult. The two-deck columns stay until 0006 drops them, made nullable here so that
0006 can be reversed (0005 fills them again from the entrants)."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('decks', '0001_initial'),
        ('matches', '0003_chunk_timing'),
    ]

    operations = [
        migrations.AddField(
            model_name='matchrun',
            name='game',
            field=models.CharField(default='cardwars', help_text="The game's name in the engine's registry.", max_length=32),
        ),
        migrations.AddField(
            model_name='matchrun',
            name='format',
            field=models.CharField(default='1v1', help_text="The game's format: '1v1', 'ffa' ...", max_length=16),
        ),
        migrations.CreateModel(
            name='Entrant',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('index', models.PositiveSmallIntegerField(help_text='0, 1, ...: entrant A, B, ... of the run.')),
                ('run', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='entrants', to='matches.matchrun')),
            ],
            options={
                'ordering': ['run', 'index'],
                'constraints': [models.UniqueConstraint(fields=('run', 'index'), name='entrant_once_per_index')],
            },
        ),
        migrations.CreateModel(
            name='Seat',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('index', models.PositiveSmallIntegerField(help_text="The seat's order inside its team (0 first).")),
                ('player', models.CharField(default='greedy', help_text="The AI: 'greedy', 'mcts:200' ...", max_length=32)),
                ('deck', models.ForeignKey(blank=True, help_text='Empty for a game without decks.', null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to='decks.deckversion')),
                ('entrant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='seats', to='matches.entrant')),
            ],
            options={
                'ordering': ['entrant', 'index'],
                'constraints': [models.UniqueConstraint(fields=('entrant', 'index'), name='seat_once_per_index')],
            },
        ),
        migrations.AddField(
            model_name='gameresult',
            name='places',
            field=models.JSONField(null=True),
        ),
        migrations.AddField(
            model_name='gameresult',
            name='termination',
            field=models.CharField(default='', max_length=16),
        ),
        migrations.AlterField(
            model_name='gameresult',
            name='reason',
            field=models.CharField(help_text="The game's own word for the ending ('hp').", max_length=32),
        ),
        migrations.AlterField(
            model_name='matchrun',
            name='deck_a',
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to='decks.deckversion'),
        ),
        migrations.AlterField(
            model_name='matchrun',
            name='deck_b',
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to='decks.deckversion'),
        ),
        migrations.AlterField(
            model_name='gameresult',
            name='a_first',
            field=models.BooleanField(help_text='Deck A was on the play.', null=True),
        ),
        migrations.AlterField(
            model_name='gameresult',
            name='hp_a',
            field=models.IntegerField(null=True),
        ),
        migrations.AlterField(
            model_name='gameresult',
            name='hp_b',
            field=models.IntegerField(null=True),
        ),
    ]
