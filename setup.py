"""Build hook: carry data/, fonts/, setgames/ and solutions/ inside the wheel.

They live at the top of the checkout; a non-editable install copies them to ``freecell_retro/_assets/`` where :mod:`freecell_retro.files.assets`
finds them.
"""

import os

from setuptools import setup
from setuptools.command.build_py import build_py

ASSET_FOLDERS = ("data", "fonts", "setgames", "solutions")


class BuildWithAssets(build_py):
    def run(self) -> None:
        super().run()
        for folder in ASSET_FOLDERS:
            if os.path.isdir(folder):
                self.copy_tree(folder, os.path.join(self.build_lib, "freecell_retro", "_assets", folder))


setup(cmdclass={"build_py": BuildWithAssets})
