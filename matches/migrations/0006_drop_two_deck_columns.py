"""The two-deck columns go (0005 moved what they said into entrants, places, the termination and each
result's data); places and the termination become required."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('matches', '0005_entrants_data'),
    ]

    operations = [
        migrations.RemoveConstraint(
            model_name='gameresult',
            name='result_winner_valid',
        ),
        migrations.RemoveField(model_name='matchrun', name='deck_a'),
        migrations.RemoveField(model_name='matchrun', name='deck_b'),
        migrations.RemoveField(model_name='matchrun', name='player_a'),
        migrations.RemoveField(model_name='matchrun', name='player_b'),
        migrations.RemoveField(model_name='gameresult', name='winner'),
        migrations.RemoveField(model_name='gameresult', name='a_first'),
        migrations.RemoveField(model_name='gameresult', name='hp_a'),
        migrations.RemoveField(model_name='gameresult', name='hp_b'),
        migrations.AlterField(
            model_name='gameresult',
            name='places',
            field=models.JSONField(help_text='The place of each seat of the run, in seat order: 0 is first, seats that tie share a place (a 1 vs 1 draw is [0, 0]).'),
        ),
        migrations.AlterField(
            model_name='gameresult',
            name='termination',
            field=models.CharField(choices=[('win condition', 'Win Condition'), ('simultaneous', 'Simultaneous'), ('turn limit', 'Turn Limit'), ('no progress', 'No Progress')], max_length=16),
        ),
        migrations.AddConstraint(
            model_name='gameresult',
            constraint=models.CheckConstraint(condition=models.Q(('termination__in', ['win condition', 'simultaneous', 'turn limit', 'no progress'])), name='result_termination_valid'),
        ),
    ]
