// A fixture for the layer check: the engine reaching up into present/.
#pragma once
#include "present/board_picture.h"
