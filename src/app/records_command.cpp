#include "tabletop/app/records_command.hpp"

#include "tabletop/core/records.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop {

void print_records(const std::filesystem::path& save_dir, const std::string& game_id, bool as_json, std::ostream& out) {
  if (!game_id.empty() && find_game(game_id) == nullptr) throw BadData(no_game_called(game_id));
  const ResultLog log = SaveSession(save_dir).read_result_log();
  json all = json::array();
  bool first = true;
  for (const GameEntry& game : games()) {
    if (!game_id.empty() && game.id != game_id) continue;
    const Records records = make_records(log, game.id);
    if (as_json) {
      all.push_back(records_to_json(records));
      continue;
    }
    if (!first) out << "\n";
    first = false;
    out << "Records: " << game.title << "\n";
    for (const auto& line : records_text(records, game.style_title, game.score)) out << line << "\n";
  }
  if (as_json) out << (game_id.empty() ? all : all[0]).dump(2) << "\n";
}

}  // namespace tabletop
